// The repository's own ESLint plugin, registered as `ordna` in eslint.config.js.
import { boundaries } from './boundaries.js';

/** @type {import('eslint').ESLint.Plugin} */
export default {
  meta: { name: 'eslint-plugin-ordna' },
  rules: { boundaries },
};
