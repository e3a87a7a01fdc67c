export { MyAds } from './MyAds.tsx';
