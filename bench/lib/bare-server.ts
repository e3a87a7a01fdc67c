// The baseline: a bare Fastify server with one route whose reply is shaped and sized like a product
// page, run as its own process (as the application server is) so the comparison is fair.
import Fastify from 'fastify';

const product = {
  data: {
    id: 123456,
    name: 'Велосипед горный Stels Navigator 700, 27.5", рама 19"',
    price: 24500,
    old_price: 27990,
    quantity: 1,
    category_id: 4,
    subcategory_id: 27,
    city_id: 1,
    city_name: 'Москва',
    is_vip: false,
    condition: 'used',
    seller_type: 'private',
    images: [
      { id: 1, path: '/storage/products/123456/1-card.webp', full_path: '/storage/products/123456/1.webp' },
      { id: 2, path: '/storage/products/123456/2-card.webp', full_path: '/storage/products/123456/2.webp' },
    ],
    created_at: '2025-05-14T09:31:27.000Z',
    description:
      'Продаю велосипед в отличном состоянии, катался один сезон. Обслужен в мастерской: заменены ' +
      'тормозные колодки и цепь. Торг уместен. Самовывоз от метро, могу показать в выходные.',
    category_name: 'Спорт и отдых',
    subcategory_name: 'Велосипеды',
    address: 'Москва, ул. Профсоюзная, 56',
    latitude: 55.6701,
    longitude: 37.5522,
    views: 318,
    city: { id: 1, name: 'Москва', region: 'Москва', latitude: 55.7539, longitude: 37.6208 },
    seller: {
      id: 8812,
      name: 'Алексей',
      type: 'private',
      company_name: null,
      profile_photo_url: null,
      created_at: '2023-02-01T12:00:00.000Z',
      active_ads: 7,
    },
    attributes: [
      { name: 'wheel_size', label: 'Диаметр колёс', value: '27.5' },
      { name: 'frame_size', label: 'Размер рамы', value: '19' },
    ],
  },
};

const app = Fastify({ logger: false });
app.get('/bare', async () => product);

const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
const close = (): void => void app.close().then(() => process.exit(0));
process.once('SIGTERM', close);
process.once('SIGINT', close);
