-- Spec §6: a tariff is bought by a seller with a company, so «Старт» no longer says it is for private
-- sellers; the new words name whom it suits among those who can buy it. A text an operator changed is kept.
UPDATE "subscription_bundles"
SET "description" = 'Для небольших магазинов и ИП: до 100 объявлений и продажи без комиссии до 50 000 ₽'
WHERE "tariff" = 'start'
  AND "description" = 'Для частных продавцов: до 100 объявлений и продажи без комиссии до 50 000 ₽';
