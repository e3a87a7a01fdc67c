-- A category's icon names a picture the app draws (categoryIconNames in the contract) instead of an
-- emoji, which a browser without a colour emoji font shows as an empty box. Categories of the seeded
-- catalogue get their picture; any other keeps its value and shows its initial.
UPDATE categories SET icon = CASE slug
  WHEN 'animals' THEN 'paw-print'
  WHEN 'auto' THEN 'car'
  WHEN 'books' THEN 'book-open'
  WHEN 'clothing' THEN 'shirt'
  WHEN 'electronics' THEN 'smartphone'
  WHEN 'hobby' THEN 'guitar'
  WHEN 'home' THEN 'sofa'
  WHEN 'jobs' THEN 'briefcase'
  WHEN 'kids' THEN 'baby'
  WHEN 'realty' THEN 'house'
  WHEN 'services' THEN 'wrench'
  WHEN 'sport' THEN 'volleyball'
  ELSE icon
END;
