/**
 * The storefront's server door: the home page's hero slides, read (cached) and saved. Its
 * content, pages and first-start seed have their own rooms: see README.md in this folder.
 */
import "server-only";

export type * from "./views";
export {
  createHeroSlide,
  deleteHeroSlide,
  latestHeroChange,
  listHeroSlides,
  moveHeroSlide,
  updateHeroSlide,
} from "./data/hero-slides";
