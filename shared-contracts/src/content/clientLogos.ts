// The six client logos with their captions (the home page's "trusted by" row). The files are drawn
// for the site and served by it (docs/architecture.md#d5); each remote references them from the
// shell origin.
import type { ClientLogo } from '../entities.ts';

export const CLIENT_LOGOS: readonly ClientLogo[] = [
  { src: '/assets/logos/candle-shop.svg', alt: 'Desert Wick Candle Co. logo', caption: 'Candle shop', width: 200, height: 64 },
  { src: '/assets/logos/hiring-firm.svg', alt: 'Summit Staffing logo', caption: 'Hiring firm', width: 200, height: 64 },
  { src: '/assets/logos/food-delivery.svg', alt: 'Strip Eats Delivery logo', caption: 'Food delivery business', width: 200, height: 64 },
  { src: '/assets/logos/landscaping.svg', alt: 'Green Edge Lawn Services logo', caption: 'Landscaping firm', width: 200, height: 64 },
  { src: '/assets/logos/attorneys.svg', alt: 'Mesa & Ruiz Attorneys logo', caption: "Attorneys' firm", width: 200, height: 64 },
  { src: '/assets/logos/home-services.svg', alt: 'ASAP Air Conditioning logo', caption: 'Home services company', width: 200, height: 64 },
];
