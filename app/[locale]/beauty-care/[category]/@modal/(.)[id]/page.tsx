import { productPage } from "@/features/catalogue/ui/product-pages";

/** The product opened from its grid: the same content as its page, as a popup over the grid. */
export default productPage("beauty").ProductModal;
