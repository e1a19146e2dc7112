// @firm/shared-contracts/media: the stored media's paths and sizes, and the <picture> that shows
// them. Stateless: each app bundles what it uses (README, "shared-contracts has entries").
export * from './siteMedia.ts';
export * from './avatars.ts';
export * from './blogImages.ts';
export { Picture } from './Picture.tsx';
