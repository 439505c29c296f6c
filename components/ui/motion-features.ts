// framer-motion's animation features (animate, exit, hover/tap/focus), in a chunk of their
// own: loadMotionFeatures() imports this file on first use, so no page's first-load JS has it.
import { domAnimation } from "framer-motion";

export default domAnimation;
