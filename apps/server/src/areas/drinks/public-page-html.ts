import type { PublicDrink, PublicDrinkCollection, PublicDrinkPage } from '@ordna/contract/drinks';
import { formatAmount } from '@ordna/contract/kernel/quantities';
import type { PublicPageText } from './public-page-text';

/**
 * The public drink pages as small self-contained HTML: inline CSS, no script, light or dark as
 * the visitor's system prefers, one column that reads on a phone. Everything the owner wrote is
 * escaped.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => escapeHtml(String(values[key] ?? '')));

const STYLE = `:root{color-scheme:light dark;--bg:#f8f9fa;--card:#fff;--text:#212529;--muted:#5c636a;--line:#dee2e6;--ok:#1f7a36;--no:#b02a37;--tag:#e7f1ff;--tagText:#0b4a9e}
@media (prefers-color-scheme:dark){:root{--bg:#1a1b1e;--card:#25262b;--text:#e9ecef;--muted:#adb5bd;--line:#373a40;--ok:#69db7c;--no:#ff8787;--tag:#1c3a5e;--tagText:#a5d8ff}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:46rem;margin:0 auto;padding:1.5rem 1rem 3rem}h1{font-size:1.75rem;line-height:1.2;margin:0 0 .25rem}
.sub{color:var(--muted);margin:0 0 1.25rem}article{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:1rem 1.1rem;margin:0 0 1rem;overflow-wrap:anywhere}
h2{font-size:1.25rem;margin:0}.head{display:flex;flex-wrap:wrap;gap:.5rem;align-items:baseline;justify-content:space-between;margin-bottom:.5rem}
.ok,.no{font-size:.875rem;font-weight:600}.ok{color:var(--ok)}.no{color:var(--no)}img{display:block;max-width:100%;max-height:18rem;border-radius:8px;margin:.5rem 0;object-fit:cover}
h3{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);margin:.75rem 0 .25rem}ul{margin:0;padding-left:1.2rem}
.out{color:var(--no);font-size:.875rem}p{margin:.25rem 0;white-space:pre-wrap}dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem .75rem;margin:.5rem 0 0}
dt{color:var(--muted)}dd{margin:0}.tags{display:flex;flex-wrap:wrap;gap:.35rem;margin:.75rem 0 0;padding:0;list-style:none}
.tags li{background:var(--tag);color:var(--tagText);border-radius:99px;padding:.05rem .6rem;font-size:.8rem}footer{color:var(--muted);font-size:.8rem;text-align:center;margin-top:2rem}`;

function page(text: PublicPageText, title: string, body: string): string {
  return `<!doctype html><html lang="${text.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}<footer>${text.madeWith}</footer></main></body></html>`;
}

/** "1 ½ cl", as the app writes it; Swedish with a decimal comma. */
function amountOf(ingredient: PublicDrink['ingredients'][number], text: PublicPageText): string {
  const decimalSeparator = text.htmlLang === 'sv' ? ',' : '.';
  const amount = ingredient.amount === null ? '' : formatAmount(ingredient.amount, { decimalSeparator });
  return [amount, ingredient.unit].filter(Boolean).join(' ');
}

function drinkHtml(drink: PublicDrink, text: PublicPageText, heading: 'h1' | 'h2'): string {
  const made =
    drink.canMake === null
      ? ''
      : drink.canMake
        ? `<span class="ok">✓ ${text.canMake}</span>`
        : `<span class="no">${text.cannotMake}</span>`;
  const ingredients = drink.ingredients
    .map((ingredient) => {
      const amount = amountOf(ingredient, text);
      const out = ingredient.inStock === false ? ` <span class="out">(${text.outOfStock})</span>` : '';
      return `<li>${amount ? `${escapeHtml(amount)} ` : ''}${escapeHtml(ingredient.name)}${out}</li>`;
    })
    .join('');
  const details = [
    [text.glass, drink.glass],
    [text.garnish, drink.garnish],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value!)}</dd>`)
    .join('');
  return [
    `<article><div class="head"><${heading}>${escapeHtml(drink.name)}</${heading}>${made}</div>`,
    drink.image ? `<img src="${escapeHtml(drink.image)}" alt="${escapeHtml(drink.name)}" loading="lazy">` : '',
    ingredients ? `<h3>${text.ingredients}</h3><ul>${ingredients}</ul>` : '',
    drink.method ? `<h3>${text.method}</h3><p>${escapeHtml(drink.method)}</p>` : '',
    details ? `<dl>${details}</dl>` : '',
    drink.tags.length ? `<ul class="tags">${drink.tags.map((tag) => `<li>${escapeHtml(tag)}</li>`).join('')}</ul>` : '',
    '</article>',
  ].join('');
}

export function collectionPageHtml(collection: PublicDrinkCollection, text: PublicPageText): string {
  const count = collection.drinks.length;
  // The title is the one the owner chose for guests, else a plain "Drink menu".
  const title = collection.displayName || text.menu;
  // A count is said only of drinks there are; an empty menu says why instead of "0 drinks".
  const lines = [
    count === 0 ? '' : count === 1 ? text.drinkOne : fill(text.drinks, { count }),
    collection.onlyInStock ? text.onlyInStock : '',
  ].filter(Boolean);
  const drinks = count
    ? collection.drinks.map((drink) => drinkHtml(drink, text, 'h2')).join('')
    : `<p>${collection.onlyInStock ? text.noneInStock : text.empty}</p>`;
  const sub = lines.length ? `<p class="sub">${lines.join(' · ')}</p>` : '';
  const body = `<h1>${escapeHtml(title)}</h1>${sub}${drinks}`;
  return page(text, title, body);
}

export function drinkPageHtml(answer: PublicDrinkPage, text: PublicPageText): string {
  const by = answer.displayName ? `<p class="sub">${fill(text.drinkBy, { name: answer.displayName })}</p>` : '';
  return page(text, answer.drink.name, `${drinkHtml(answer.drink, text, 'h1')}${by}`);
}

export function notFoundPageHtml(text: PublicPageText): string {
  return page(text, text.notFoundTitle, `<h1>${text.notFoundTitle}</h1><p class="sub">${text.notFound}</p>`);
}
