import { CategoryView } from './CategoryView.js';

/**
 * FBGame (/m/fbGame, spec 2.023 and 2.025; its content is not shown in the spec): the football book, that is the
 * sports category page (providers, filters, games that launch like any game), under the address the original
 * site's links use.
 */
export default function FBGameScreen() {
  return <CategoryView type="SPORTS" />;
}
