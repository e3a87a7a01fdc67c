import { checkbox, select, type CategorySeed } from '../types.ts';

const schedule = select('schedule', 'График', [
  'Полный день',
  'Сменный график',
  'Гибкий график',
  'Удалённая работа',
  'Вахта',
]);
const experience = select('experience', 'Опыт', ['Без опыта', '1-3 года', '3-6 лет', 'Более 6 лет']);
const official = checkbox('official', 'Официальное оформление');

export const jobs: CategorySeed = {
  name: 'Работа',
  slug: 'jobs',
  icon: 'briefcase',
  kind: 'jobs',
  companyShare: 0.9,
  companies: ['ООО "ЛогистикПро"', 'ООО "Ресторанный Дом"', 'ООО "Софтлайн Регион"'],
  subcategories: [
    {
      name: 'IT, интернет, телеком',
      slug: 'it-jobs',
      filters: [schedule, experience, official],
      titles: ['{role}', '{role} ({schedule|lower})', '{role}, удалённо'],
      words: {
        role: [
          'Frontend-разработчик',
          'Backend-разработчик на Go',
          'Тестировщик',
          'Системный администратор',
          'Аналитик данных',
        ],
      },
      descriptions: ['Белая зарплата, ДМС после испытательного срока.', 'Современный стек, сильная команда.'],
      price: [60000, 350000],
      condition: 'new',
    },
    {
      name: 'Продажи',
      slug: 'sales-jobs',
      filters: [schedule, experience, official],
      titles: ['{role}', '{role}, оклад + %', '{role} в магазин'],
      words: { role: ['Продавец-консультант', 'Менеджер по продажам', 'Кассир', 'Торговый представитель'] },
      descriptions: ['Обучение за счёт компании.', 'Выплаты два раза в месяц.', 'Дружный коллектив.'],
      price: [35000, 150000],
      condition: 'new',
    },
    {
      name: 'Транспорт, логистика',
      slug: 'transport-jobs',
      filters: [schedule, experience, checkbox('license', 'Права категории C')],
      titles: ['{role}', '{role}, ежедневные выплаты', '{role} на личном авто'],
      words: { role: ['Водитель-экспедитор', 'Курьер', 'Кладовщик', 'Водитель такси', 'Комплектовщик'] },
      descriptions: ['Оплата каждую неделю.', 'Топливо за счёт компании.'],
      price: [40000, 180000],
      condition: 'new',
    },
    {
      name: 'Строительство',
      slug: 'construction-jobs',
      filters: [schedule, experience, official],
      titles: ['{role}', '{role} на объект', '{role}, вахта 30/30'],
      words: { role: ['Разнорабочий', 'Электрик', 'Сварщик', 'Плиточник', 'Прораб', 'Монтажник'] },
      descriptions: ['Проживание и питание предоставляются.', 'Спецодежда выдаётся.'],
      price: [45000, 200000],
      condition: 'new',
    },
    {
      name: 'Ресторанный бизнес',
      slug: 'food-jobs',
      filters: [schedule, experience, official],
      titles: ['{role}', '{role} в кафе', '{role}, питание за счёт компании'],
      words: { role: ['Повар', 'Официант', 'Бариста', 'Пекарь', 'Администратор зала'] },
      descriptions: ['Бесплатное питание в смену.', 'Чаевые остаются вам.'],
      price: [35000, 120000],
      condition: 'new',
    },
  ],
};
