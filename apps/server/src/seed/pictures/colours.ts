/**
 * The colours of the catalogue's «Цвет» filter (content/common.ts) as the pictures paint them: an ad
 * whose colour is «Красный» shows a red thing. `slug` names the picture files.
 */
export const COLOURS: Readonly<Record<string, { slug: string; hex: string }>> = {
  Чёрный: { slug: 'black', hex: '#2b2d33' },
  Белый: { slug: 'white', hex: '#eeebe4' },
  Серый: { slug: 'grey', hex: '#858c96' },
  Синий: { slug: 'blue', hex: '#2f5597' },
  Красный: { slug: 'red', hex: '#b3302e' },
  Зелёный: { slug: 'green', hex: '#3f7a3f' },
  Бежевый: { slug: 'beige', hex: '#d2bc94' },
  Коричневый: { slug: 'brown', hex: '#6e4b36' },
};
