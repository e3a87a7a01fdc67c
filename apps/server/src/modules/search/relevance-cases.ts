/**
 * The relevance table: what people type → the subcategory (slug) where most of the first ten results
 * must be, on the demo catalogue; `searchedAs` when the query must be read as another one. Run by
 * `relevance.test.ts`. Add a line for every search someone found answered wrongly.
 */
export interface RelevanceCase {
  query: string;
  subcategory: string;
  searchedAs?: string;
}

export const relevanceCases: readonly RelevanceCase[] = [
  // Reported in issue 12.
  { query: 'велсипед', subcategory: 'bicycles', searchedAs: 'велосипед' },
  { query: 'самакат', subcategory: 'scooters', searchedAs: 'самокат' },
  { query: 'айфон', subcategory: 'phones' },
  { query: 'детская коляска', subcategory: 'strollers' },
  { query: 'телефон', subcategory: 'phones' },
  // Word forms and ё.
  { query: 'велосипеды', subcategory: 'bicycles' },
  { query: 'ноутбуки', subcategory: 'laptops' },
  { query: 'котёнок', subcategory: 'cats' },
  { query: 'котенок', subcategory: 'cats' },
  { query: 'тренажёр', subcategory: 'fitness' },
  { query: 'снять квартиру', subcategory: 'apartments-rent' },
  { query: 'купить квартиру', subcategory: 'apartments-sale' },
  // A letter left out, doubled, swapped, misheard, or from the other alphabet.
  { query: 'холодилник', subcategory: 'appliances', searchedAs: 'холодильник' },
  { query: 'холодильнник', subcategory: 'appliances', searchedAs: 'холодильник' },
  { query: 'нотубук', subcategory: 'laptops', searchedAs: 'ноутбук' },
  { query: 'дивна', subcategory: 'furniture', searchedAs: 'диван' },
  { query: 'телевизар', subcategory: 'tv', searchedAs: 'телевизор' },
  { query: 'кросовки', subcategory: 'shoes', searchedAs: 'кроссовки' },
  { query: 'гитора', subcategory: 'music-instruments', searchedAs: 'гитара' },
  { query: 'репититор', subcategory: 'tutoring', searchedAs: 'репетитор' },
  { query: 'фотоапарат', subcategory: 'photo', searchedAs: 'фотоаппарат' },
  { query: 'мотоцыкл', subcategory: 'motorcycles', searchedAs: 'мотоцикл' },
  { query: 'вeлосипед', subcategory: 'bicycles', searchedAs: 'велосипед' },
  // A word left unfinished.
  { query: 'велос', subcategory: 'bicycles', searchedAs: 'велосипед' },
  // The wrong keyboard layout.
  { query: 'ntktajy', subcategory: 'phones', searchedAs: 'телефон' },
  { query: 'lbdfy', subcategory: 'furniture', searchedAs: 'диван' },
  { query: 'rjkzcrf', subcategory: 'strollers', searchedAs: 'коляска' },
  { query: 'rhjccjdrb', subcategory: 'shoes', searchedAs: 'кроссовки' },
  // What people call things, and brands in Cyrillic.
  { query: 'машина', subcategory: 'cars' },
  { query: 'авто', subcategory: 'cars' },
  { query: 'тачка', subcategory: 'cars' },
  { query: 'бмв', subcategory: 'cars' },
  { query: 'ноут', subcategory: 'laptops' },
  { query: 'резина', subcategory: 'tires' },
  { query: 'щенок', subcategory: 'dogs' },
  { query: 'хомяк', subcategory: 'rodents' },
  { query: 'попугай', subcategory: 'birds' },
  { query: 'грузчики', subcategory: 'transport-services' },
  { query: 'маникюр', subcategory: 'beauty' },
  { query: 'приставка', subcategory: 'consoles' },
  { query: 'плейстейшен', subcategory: 'consoles' },
  { query: 'playstation', subcategory: 'consoles' },
  { query: 'учебник', subcategory: 'textbooks' },
  { query: 'автокресло', subcategory: 'car-seats' },
  // Several words.
  { query: 'самсунг телевизор', subcategory: 'tv' },
  { query: 'пылесос дайсон', subcategory: 'appliances' },
  { query: 'наушники сони', subcategory: 'audio' },
  { query: 'фотоаппарат canon', subcategory: 'photo' },
  { query: 'сяоми телефон', subcategory: 'phones' },
  { query: 'щенки хаски', subcategory: 'dogs' },
  { query: 'шины зимние', subcategory: 'tires' },
  { query: 'платье женское', subcategory: 'womens-clothing' },
  { query: 'детская кроватка', subcategory: 'kids-furniture' },
  { query: 'мотоцикл yamaha', subcategory: 'motorcycles' },
  { query: 'велосипед горный детский', subcategory: 'bicycles' },
];
