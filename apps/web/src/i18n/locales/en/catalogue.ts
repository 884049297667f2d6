import { mergeCatalogue, type Catalogue } from '../../catalogue';
import { englishRefusals } from '../../english-refusals';

/** English: the JSON files here, and the refusals in the contract's own words. */
const catalogue: Catalogue = {
  ...mergeCatalogue(import.meta.glob<Catalogue>('./*.json', { eager: true, import: 'default' })),
  refusals: englishRefusals(),
};
export default catalogue;
