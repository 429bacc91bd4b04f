/** Default size of lucide icons, in px (spec §9: 24 by 24). */
export const ICON_SIZE = 24;
/** Default stroke width of lucide icons (spec §9: 2). */
export const ICON_STROKE = 2;
