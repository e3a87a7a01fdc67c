/**
 * `/ad/draft/:id` continues a draft on the same screen as `/ad/create`; the route table points both
 * routes at one lazy component so that the form keeps its state when the address turns into the draft's.
 */
export { AdCreatePage as AdDraftPage } from './AdCreatePage.tsx';
