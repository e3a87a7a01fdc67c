import { aquarium, bird, bowl, cat, dog, rodent } from './animals.ts';
import { books } from './books.ts';
import { apartmentBlock, garage, house, plot, storefront } from './buildings.ts';
import { backpack, dress, handbag, sneaker, sunglasses, watch } from './clothing.ts';
import { on, type Subject } from './drawing.ts';
import { jacket } from './garments.ts';
import { camera, desktop, gamepad, headphones, laptop, phone, tablet, tv } from './electronics.ts';
import { coins, dice, fishingRod, guitar, tickets } from './hobby.ts';
import { chair, drill, kettle, plant, sofa, washer } from './home.ts';
import { carSeat, stroller, teddy } from './kids.ts';
import { ball, bicycle, dumbbell, scooter, snowboard, tent } from './sport.ts';
import { boat, car, motorcycle, truck, tyre } from './vehicles.ts';
import {
  checkout,
  cosmetics,
  decorating,
  kitchen,
  loading,
  mopAndBucket,
  repairBench,
  site,
  workstation,
} from './trades.ts';

/** What the pictures of each subcategory show, by subcategory slug. */
export const SUBJECTS: Readonly<Record<string, Subject>> = {
  phones: on('table', phone),
  tablets: on('table', tablet),
  laptops: on('table', laptop),
  desktops: on('table', desktop),
  tv: on('floor', tv),
  audio: on('table', headphones),
  photo: on('table', camera),
  consoles: on('table', gamepad),
  'womens-clothing': on('wall', dress),
  'mens-clothing': on('wall', jacket),
  shoes: on('floor', sneaker),
  bags: on('table', handbag),
  'watches-jewelry': on('table', watch),
  accessories: on('table', sunglasses),
  furniture: on('floor', sofa),
  appliances: on('floor', washer),
  kitchenware: on('table', kettle),
  repair: on('table', drill),
  plants: on('floor', plant),
  garden: on('outdoor', plant),
  bicycles: on('floor', bicycle),
  fitness: on('floor', dumbbell),
  'winter-sports': on('floor', snowboard),
  camping: on('outdoor', tent),
  'team-sports': on('floor', ball),
  scooters: on('floor', scooter),
  fiction: on('table', books),
  textbooks: on('table', books),
  'kids-books': on('table', books),
  comics: on('table', books),
  magazines: on('table', books),
  'antique-books': on('table', books),
  cars: on('outdoor', car),
  motorcycles: on('outdoor', motorcycle),
  trucks: on('outdoor', truck),
  parts: on('floor', tyre),
  tires: on('floor', tyre),
  boats: on('water', boat),
  tutoring: on('table', books),
  renovation: on('floor', decorating),
  beauty: on('table', cosmetics),
  'transport-services': on('outdoor', truck),
  'it-services': on('table', laptop),
  cleaning: on('floor', mopAndBucket),
  'equipment-repair': on('table', repairBench),
  'apartments-sale': on('outdoor', apartmentBlock),
  'apartments-rent': on('floor', sofa),
  rooms: on('floor', chair),
  houses: on('outdoor', house),
  land: on('outdoor', plot),
  garages: on('outdoor', garage),
  commercial: on('outdoor', storefront),
  strollers: on('floor', stroller),
  'car-seats': on('floor', carSeat),
  'kids-clothing': on('wall', jacket),
  toys: on('floor', teddy),
  'kids-furniture': on('floor', chair),
  school: on('floor', backpack),
  dogs: on('floor', dog),
  cats: on('floor', cat),
  birds: on('table', bird),
  aquarium: on('table', aquarium),
  rodents: on('table', rodent),
  'pet-supplies': on('floor', bowl),
  'music-instruments': on('floor', guitar),
  collecting: on('table', coins),
  'board-games': on('table', dice),
  tickets: on('table', tickets),
  fishing: on('outdoor', fishingRod),
  'it-jobs': on('floor', workstation),
  'sales-jobs': on('floor', checkout),
  'transport-jobs': on('outdoor', loading),
  'construction-jobs': on('outdoor', site),
  'food-jobs': on('floor', kitchen),
};

/** For a subcategory added to the catalogue without a drawing of its own: the category's typical object. */
const BY_CATEGORY: Readonly<Record<string, Subject>> = {
  electronics: on('table', phone),
  clothing: on('wall', jacket),
  home: on('floor', sofa),
  sport: on('floor', ball),
  books: on('table', books),
  auto: on('outdoor', car),
  services: on('table', drill),
  realty: on('outdoor', apartmentBlock),
  kids: on('floor', teddy),
  animals: on('floor', dog),
  hobby: on('table', dice),
  jobs: on('floor', workstation),
};

export function subjectOf(categorySlug: string, subcategorySlug: string): Subject {
  const subject = SUBJECTS[subcategorySlug] ?? BY_CATEGORY[categorySlug];
  if (!subject) throw new Error(`No picture subject for ${categorySlug}/${subcategorySlug}`);
  return subject;
}
