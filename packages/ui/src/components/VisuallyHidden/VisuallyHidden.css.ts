export { visuallyHidden as root } from '../../internal/a11y.css.js';
