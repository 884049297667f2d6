import { mergeCatalogue, type Catalogue } from '../../catalogue';

/** Swedish: the JSON files here. */
const catalogue: Catalogue = mergeCatalogue(
  import.meta.glob<Catalogue>('./*.json', { eager: true, import: 'default' }),
);
export default catalogue;
