/**
 * The storefront: the home page's slides, the fixed pages' content, the navigation, and the
 * shop's first start (its owner's account and the demo catalogue). What the rest of the site
 * may call on the server. See README.md in this folder.
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
