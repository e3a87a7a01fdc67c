/** The places, offices, prices and checks of the CDEK stand-in (cdek-server.ts). */

export interface CdekOffice {
  code: string;
  name: string;
  cityCode: number;
  address: string;
  latitude: number;
  longitude: number;
  workTime: string;
  type: 'PVZ' | 'POSTAMAT';
  /** Takes parcels in (`is_reception`). */
  reception: boolean;
  /** Gives parcels out (`is_handout`). */
  handout: boolean;
}

export const cdekCities = [
  { code: 44, city: 'Москва', region: 'Москва', latitude: 55.7558, longitude: 37.6176 },
  { code: 137, city: 'Санкт-Петербург', region: 'Санкт-Петербург', latitude: 59.9391, longitude: 30.3159 },
  { code: 1041, city: 'Кировск', region: 'Мурманская область', latitude: 67.6148, longitude: 33.6717 },
  { code: 1042, city: 'Кировск', region: 'Ленинградская область', latitude: 59.875, longitude: 30.9946 },
  { code: 2051, city: 'Никольское', region: 'Ленинградская область', latitude: 59.7005, longitude: 30.7862 },
  { code: 2052, city: 'Никольское', region: 'Ленинградская область', latitude: 60.7811, longitude: 33.2147 },
];

const pvz = {
  workTime: 'Пн-Пт 10:00-20:00, Сб-Вс 10:00-18:00',
  type: 'PVZ',
  reception: true,
  handout: true,
} as const;
const moscowAt = { cityCode: 44, latitude: 55.7579, longitude: 37.6123 };
const piterAt = { cityCode: 137, latitude: 59.9356, longitude: 30.3259 };

export const cdekOffices: CdekOffice[] = [
  { ...pvz, ...moscowAt, code: 'MSK123', name: 'На Тверской', address: 'ул. Тверская, 7' },
  { ...pvz, ...moscowAt, code: 'MSK77', name: 'Только выдача', address: 'ул. Арбат, 10', reception: false },
  { ...pvz, ...moscowAt, code: 'MSK900', name: 'Постамат', address: 'Земляной Вал, 33', type: 'POSTAMAT' },
  { ...pvz, ...piterAt, code: 'SPB45', name: 'На Невском', address: 'Невский пр., 28' },
];

/** The price the stand-in asks for tariff 136, in roubles: a base and so much a gram, to the kopeck. */
export const cdekPrice = (weightGrams: number) => Math.round((210.55 + 0.09 * weightGrams) * 100) / 100;

/** A value deep in a parsed JSON body, or undefined. */
export function at(value: unknown, ...path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (here, key) =>
      here !== null && typeof here === 'object' ? (here as Record<string, unknown>)[key] : undefined,
    value,
  );
}

export const problem = (code: string, message: string) => ({ code, message });
export type Problem = ReturnType<typeof problem>;
const cityOf = (code: unknown) => cdekCities.find((city) => city.code === code);
const officeOf = (code: unknown) => cdekOffices.find((item) => item.code === code);
export const cityExtras = { country_code: 'RU', country: 'Россия', time_zone: 'Europe/Moscow' };
export const officeExtras = { owner_code: 'cdek', have_cashless: true, have_cash: true, allowed_cod: true };

export function tariffProblems(body: unknown): Problem[] {
  const errors: Problem[] = [];
  const weight = at(body, 'packages', 0, 'weight');
  if (at(body, 'tariff_code') !== 136) errors.push(problem('v2_invalid_value_type', 'Unknown tariff_code'));
  if (!cityOf(at(body, 'from_location', 'code')))
    errors.push(problem('v2_sender_location_not_recognized', 'Не удалось определить город отправителя'));
  if (!cityOf(at(body, 'to_location', 'code')))
    errors.push(problem('v2_recipient_location_not_recognized', 'Не удалось определить город получателя'));
  if (!Number.isInteger(weight) || (weight as number) <= 0)
    errors.push(problem('v2_field_is_empty', 'packages[0].weight is empty'));
  return errors;
}

export function orderProblems(body: unknown): Problem[] {
  const errors: Problem[] = [];
  if (at(body, 'tariff_code') !== 136) errors.push(problem('v2_invalid_value_type', 'Unknown tariff_code'));
  if (!officeOf(at(body, 'shipment_point'))?.reception)
    errors.push(problem('shipment_location_is_not_recognized', 'Передан некорректный код ПВЗ отправителя'));
  if (!officeOf(at(body, 'delivery_point'))?.handout)
    errors.push(problem('delivery_location_is_not_recognized', 'Передан некорректный код ПВЗ получателя'));
  for (const who of ['sender', 'recipient']) {
    if (typeof at(body, who, 'name') !== 'string')
      errors.push(problem('v2_field_is_empty', `${who}.name is empty`));
    if (!/^\+\d{11}$/.test(String(at(body, who, 'phones', 0, 'number'))))
      errors.push(problem('v2_invalid_format', `Некорректный номер телефона: ${who}.phones[0].number`));
  }
  const parcel = at(body, 'packages', 0);
  for (const field of ['weight', 'length', 'width', 'height'])
    if (!Number.isInteger(at(parcel, field)) || (at(parcel, field) as number) <= 0)
      errors.push(problem('v2_invalid_value_type', `packages[0].${field} must be a positive integer`));
  if (at(body, 'type') === 1 && !at(parcel, 'items', 0))
    errors.push(problem('v2_field_is_empty', 'packages[0].items is empty'));
  return errors;
}
