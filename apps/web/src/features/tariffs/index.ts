export { CurrentTariff } from './CurrentTariff.tsx';
export { TariffPlans } from './TariffPlans.tsx';
export { TariffPayment } from './TariffPayment.tsx';
