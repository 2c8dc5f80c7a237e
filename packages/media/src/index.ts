// The pictures' public face: callers pass plain data (a place's profile, a slug, a file name) and
// get SVG text back. Looking places up is the caller's job (apps/api/src/services/media/).
export { FLAT_KINDS, renderFlatSvg, renderPlaceSvg, SIZES, type TFlatKind } from './render.ts';
export type { TPlaceProfile } from './styles.ts';
