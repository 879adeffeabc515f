import { buttonBase, buttonSizes, buttonTones } from './recipes.css';

/**
 * The class of a shop button: its tone and size, primary and normal when left out. Plain class
 * names joined here: a variants runtime would weigh on every page's first script.
 */
export const button = ({
  tone = 'primary',
  size = 'normal',
}: { tone?: keyof typeof buttonTones; size?: keyof typeof buttonSizes } = {}) =>
  `${buttonBase} ${buttonTones[tone]} ${buttonSizes[size]}`;
