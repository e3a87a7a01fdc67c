import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  at,
  cdekCities,
  cdekOffices,
  cdekPrice,
  cityExtras,
  officeExtras,
  orderProblems,
  problem,
  tariffProblems,
  type Problem,
} from './cdek-server-data.ts';
import type { ReceivedRequest } from './fake-http.ts';

export { cdekCities, cdekOffices, cdekPrice, type CdekOffice } from './cdek-server-data.ts';

export interface CdekOrder {
  uuid: string;
  isReturn: boolean;
  number: string;
  cdekNumber: string;
  /** What we sent to make it (a return order: nothing). */
  request: object;
  /** Newest first, as CDEK lists them. */
  statuses: { code: string; name: string; date_time: string; reason_code?: string; city: string }[];
  related: { type: string; uuid: string }[];
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The statuses of an order whose parcel has not moved on CDEK's side: the only ones it may be deleted in. */
const notMoved = new Set(['ACCEPTED', 'CREATED']);
/** After these CDEK takes no refusal: the parcel was handed over, or already not. */
const handedOver = ['DELIVERED', 'POSTOMAT_RECEIVED', 'NOT_DELIVERED'];

/**
 * CDEK's API v2 on the loopback interface (port 0), answering as its documentation shows for the calls our
 * adapter makes: OAuth client credentials, a bearer token on every other call, cities, offices, the tariff
 * calculator, orders (by uuid and by our number, deleted, refused), barcodes to print, webhooks, and CDEK's
 * error shapes.
 * `url` ends in `/v2`. Every request is recorded in `received`.
 */
export async function startCdekServer() {
  const received: ReceivedRequest[] = [];
  const tokens = new Map<string, number>();
  const orders = new Map<string, CdekOrder>();
  const prints = new Map<string, { orderUuid: string; asked: number }>();
  const webhooks = new Map<string, { uuid: string; url: string }>();
  let clock = Date.parse('2026-03-02T09:00:00Z');
  let origin = '';

  const fresh = () => ({ cdekNumber: String(1_000_000_001 + orders.size), statuses: [], related: [] });
  const cdekTime = () => new Date((clock += 60_000)).toISOString().replace('.000Z', '+0000');
  const requestInfo = (type: string, state: string, errors?: Problem[]) => ({
    request_uuid: crypto.randomUUID(),
    type,
    date_time: cdekTime(),
    state,
    ...(errors && { errors }),
  });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', origin);
      const text = Buffer.concat(chunks).toString();
      received.push({ method: req.method ?? '', url, headers: req.headers, body: text });
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const invalid = (type: string, errors: Problem[]) =>
        send(400, { requests: [requestInfo(type, 'INVALID', errors)], related_entities: [] });
      const unknown = (type: string, uuid: string) =>
        invalid(type, [problem('v2_entity_not_found', `Entity is not found by uuid ${uuid}`)]);

      const route = `${req.method} ${url.pathname}`;
      if (route === 'POST /v2/oauth/token') return token(url, text, send);

      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || (tokens.get(bearer) ?? 0) <= Date.now())
        return send(401, { error: 'invalid_token', error_description: 'Access token is missing or expired' });

      if (req.method === 'GET' && /^\/v2\/print\/barcodes\/[\w-]+\.pdf$/.test(url.pathname)) {
        const print = prints.get(url.pathname.slice('/v2/print/barcodes/'.length, -'.pdf'.length));
        if (!print || print.asked < 2)
          return send(404, { errors: [problem('v2_entity_not_found', 'No file')] });
        return res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
      }

      let body: unknown;
      try {
        body = text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        return send(400, { errors: [problem('v2_bad_request', 'Request body is not valid JSON')] });
      }

      const pathUuid =
        /^\/v2\/(?:orders|print\/barcodes)\/([\w-]+)(?:\/refusal)?$/.exec(url.pathname)?.[1] ?? '';
      switch (pathUuid ? `${req.method} ${url.pathname.replace(pathUuid, '{uuid}')}` : route) {
        case 'GET /v2/location/cities': {
          // The documentation: `city` must match the whole name.
          const name = url.searchParams.get('city')?.toLowerCase();
          const found = cdekCities.filter((city) => !name || city.city.toLowerCase() === name);
          return send(
            200,
            found.map((city) => ({ ...city, ...cityExtras })),
          );
        }
        case 'GET /v2/deliverypoints': {
          const query = url.searchParams;
          const flag = (name: string, value: boolean) =>
            !query.has(name) || query.get(name) === String(value);
          const type = query.get('type') ?? 'ALL';
          return send(
            200,
            cdekOffices
              .filter(
                (item) =>
                  (!query.has('city_code') || String(item.cityCode) === query.get('city_code')) &&
                  (type === 'ALL' || item.type === type) &&
                  flag('is_reception', item.reception) &&
                  flag('is_handout', item.handout),
              )
              .map((item) => {
                const city = cdekCities.find((known) => known.code === item.cityCode);
                return {
                  ...officeExtras,
                  code: item.code,
                  name: item.name,
                  uuid: crypto.randomUUID(),
                  work_time: item.workTime,
                  type: item.type,
                  take_only: !item.reception,
                  is_handout: item.handout,
                  is_reception: item.reception,
                  location: {
                    country_code: 'RU',
                    region: city?.region,
                    city_code: item.cityCode,
                    city: city?.city,
                    longitude: item.longitude,
                    latitude: item.latitude,
                    address: item.address,
                    address_full: `Россия, ${city?.region}, ${city?.city}, ${item.address}`,
                  },
                };
              }),
          );
        }
        case 'POST /v2/calculator/tariff': {
          const errors = tariffProblems(body);
          if (errors.length > 0) return send(400, { errors });
          const weight = at(body, 'packages', 0, 'weight') as number;
          const sum = cdekPrice(weight);
          const fixed = { period_min: 2, period_max: 4, calendar_min: 3, calendar_max: 5, currency: 'RUB' };
          return send(200, { ...fixed, delivery_sum: sum, total_sum: sum, weight_calc: weight });
        }
        case 'POST /v2/orders': {
          const errors = orderProblems(body);
          if (errors.length > 0) return invalid('CREATE', errors);
          const uuid = crypto.randomUUID();
          const number = at(body, 'number');
          // The documentation: `number` is kept on type 1 («интернет-магазин») orders; others get the uuid.
          const kept = at(body, 'type') === 1 && typeof number === 'string' ? number : uuid;
          orders.set(uuid, { uuid, isReturn: false, number: kept, request: body as object, ...fresh() });
          addStatus(uuid, 'ACCEPTED', 'Принят');
          addStatus(uuid, 'CREATED', 'Создан');
          return send(202, { entity: { uuid }, requests: [requestInfo('CREATE', 'ACCEPTED')] });
        }
        case 'GET /v2/orders': {
          const imNumber = url.searchParams.get('im_number');
          if (!imNumber) return invalid('GET', [problem('v2_parameters_empty', 'im_number is empty')]);
          // Of several with the number, the documentation says the newest is given.
          const found = [...orders.values()].reverse().find((order) => order.number === imNumber);
          if (found) return send(200, orderReply(found));
          const missing = problem(
            'v2_entity_not_found_im_number',
            `Order not found by im_number ${imNumber}`,
          );
          return invalid('GET', [missing]);
        }
        case 'GET /v2/orders/{uuid}': {
          const found = orders.get(pathUuid);
          return found ? send(200, orderReply(found)) : unknown('GET', pathUuid);
        }
        case 'DELETE /v2/orders/{uuid}': {
          // «Удаление заказа»: only while the parcel has not moved on CDEK's side. The error codes are the
          // stand-in's own: the documentation names none for these.
          const found = orders.get(pathUuid);
          if (!found) return unknown('DELETE', pathUuid);
          if (hasStatus(found, 'REMOVED'))
            return invalid('DELETE', [problem('v2_order_removed', 'Заказ уже удален')]);
          if (found.statuses.some((status) => !notMoved.has(status.code)))
            return invalid('DELETE', [
              problem('v2_order_not_removable', 'Заказ нельзя удалить: груз принят'),
            ]);
          addStatus(pathUuid, 'REMOVED', 'Удален');
          return send(202, taken(pathUuid, 'DELETE'));
        }
        case 'POST /v2/orders/{uuid}/refusal': {
          // «Регистрация отказа»: in any status before «Вручен» / «Не вручен»; the parcel goes back to the
          // sender's point in a return order.
          const found = orders.get(pathUuid);
          if (!found) return unknown('CREATE', pathUuid);
          if (found.isReturn || ['REMOVED', ...handedOver].some((code) => hasStatus(found, code)))
            return invalid('CREATE', [problem('v2_order_refusal_impossible', 'Отказ уже зарегистрирован')]);
          addStatus(pathUuid, 'NOT_DELIVERED', 'Не вручен');
          openReturn(pathUuid);
          return send(202, taken(pathUuid, 'CREATE'));
        }
        case 'POST /v2/print/barcodes': {
          const orderUuid = at(body, 'orders', 0, 'order_uuid');
          if (typeof orderUuid !== 'string' || !orders.has(orderUuid))
            return unknown('CREATE', String(orderUuid));
          const uuid = crypto.randomUUID();
          prints.set(uuid, { orderUuid, asked: 0 });
          return send(202, { entity: { uuid }, requests: [requestInfo('CREATE', 'ACCEPTED')] });
        }
        case 'GET /v2/print/barcodes/{uuid}': {
          const print = prints.get(pathUuid);
          if (!print) return unknown('GET', pathUuid);
          // Made on the second ask: PROCESSING first, then READY with the file's address.
          print.asked += 1;
          const ready = print.asked >= 2;
          return send(200, {
            entity: {
              uuid: pathUuid,
              orders: [{ order_uuid: print.orderUuid }],
              copy_count: 1,
              format: 'A6',
              ...(ready && { url: `${origin}/v2/print/barcodes/${pathUuid}.pdf` }),
              statuses: [
                { code: 'ACCEPTED', name: 'Принят', date_time: cdekTime() },
                { code: 'PROCESSING', name: 'Формируется', date_time: cdekTime() },
                ...(ready ? [{ code: 'READY', name: 'Сформирован', date_time: cdekTime() }] : []),
              ],
            },
            requests: [requestInfo('GET', 'SUCCESSFUL')],
          });
        }
        case 'POST /v2/webhooks': {
          const type = at(body, 'type');
          const address = at(body, 'url');
          const types = ['ORDER_STATUS', 'PRINT_FORM', 'DOWNLOAD_PHOTO', 'PREALERT_CLOSED'];
          if (typeof type !== 'string' || !types.includes(type))
            return invalid('CREATE', [problem('v2_invalid_value_type', 'type is invalid')]);
          if (typeof address !== 'string' || !/^https?:\/\//.test(address))
            return invalid('CREATE', [problem('v2_invalid_format', 'url is invalid')]);
          // One address per type: subscribing again replaces it.
          const uuid = webhooks.get(type)?.uuid ?? crypto.randomUUID();
          webhooks.set(type, { uuid, url: address });
          return send(200, { entity: { uuid }, requests: [requestInfo('CREATE', 'SUCCESSFUL')] });
        }
        default:
          return send(404, { errors: [problem('v2_bad_request', `No such method: ${route}`)] });
      }
    });
  });

  function token(url: URL, text: string, send: (status: number, body: unknown) => void) {
    const params = new URLSearchParams([...url.searchParams, ...new URLSearchParams(text)]);
    if (params.get('grant_type') !== 'client_credentials')
      return send(400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' });
    if (params.get('client_id') !== cdek.clientId || params.get('client_secret') !== cdek.clientSecret)
      return send(401, { error: 'invalid_client', error_description: 'Bad client credentials' });
    const value = crypto.randomBytes(24).toString('base64url');
    tokens.set(value, Date.now() + 3600_000);
    const grant = { token_type: 'bearer', expires_in: 3600, scope: 'order:all payment:all' };
    send(200, { ...grant, access_token: value, jti: crypto.randomUUID() });
  }

  /** CDEK's 202 to a change of an order: the order and the request it took. */
  const taken = (uuid: string, type: string) => ({
    entity: { uuid },
    requests: [requestInfo(type, 'ACCEPTED')],
    related_entities: [],
  });
  const hasStatus = (order: CdekOrder, code: string) => order.statuses.some((status) => status.code === code);

  /** Makes the return order CDEK opens for a parcel refused or not collected; gives its uuid. */
  function openReturn(directUuid: string) {
    const direct = orders.get(directUuid);
    if (!direct) throw new Error(`no CDEK order ${directUuid}`);
    const uuid = crypto.randomUUID();
    const back: CdekOrder = { uuid, isReturn: true, number: uuid, request: {}, ...fresh() };
    back.related.push({ type: 'direct_order', uuid: directUuid });
    orders.set(uuid, back);
    direct.related.push({ type: 'return_order', uuid });
    addStatus(uuid, 'CREATED', 'Создан');
    return uuid;
  }

  function orderReply(order: CdekOrder) {
    return {
      entity: {
        ...order.request,
        uuid: order.uuid,
        type: at(order.request, 'type') ?? 1,
        is_return: order.isReturn,
        is_reverse: false,
        number: order.number,
        cdek_number: order.cdekNumber,
        statuses: order.statuses,
      },
      requests: [requestInfo('CREATE', 'SUCCESSFUL')],
      related_entities: order.related,
    };
  }

  function addStatus(
    uuid: string,
    code: string,
    name: string,
    extra: { reasonCode?: string; city?: string } = {},
  ) {
    const order = orders.get(uuid);
    if (!order) throw new Error(`no CDEK order ${uuid}`);
    const reason = extra.reasonCode && { reason_code: extra.reasonCode };
    order.statuses.unshift({ code, name, date_time: cdekTime(), city: extra.city ?? 'Москва', ...reason });
  }

  const cdek = {
    url: '',
    clientId: 'cdek-test-account',
    clientSecret: 'cdek-test-secure',
    received,
    orders,
    webhooks,
    /** Makes every token CDEK gave so far expired, as an hour would. */
    expireTokens: () => tokens.forEach((_expiry, value) => tokens.set(value, 0)),
    /** Sets an order's next status (code and name of «Приложение 1»), as CDEK would. */
    addStatus,
    openReturn,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cdek.url = `${origin}/v2`;
  return cdek;
}

export type CdekServer = Awaited<ReturnType<typeof startCdekServer>>;
