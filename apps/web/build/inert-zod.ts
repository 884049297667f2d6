/**
 * What the web build gives the contract for `zod` (build/schemas-as-types.ts): a builder that
 * accepts every call the contract makes while it declares its schemas and runs none of them. The
 * web never validates with the schemas (the server does); it reads their types, their endpoint
 * tables' methods and paths, and a few values kept here: an enum's `options` and `enum`, a
 * literal's `value`, an object's `shape`. So the 28 kB gzip of zod stays out of the browser.
 */

type Data = Readonly<Record<PropertyKey, unknown>>;

/** Values some code reads off a schema, by the builder that made it. */
function dataOf(builder: PropertyKey, args: readonly unknown[]): Data {
  const [first] = args;
  if (builder === 'enum') {
    const options = Array.isArray(first) ? [...(first as unknown[])] : Object.values(first as object);
    return { options, enum: Object.fromEntries(options.map((value) => [value, value])) };
  }
  if (builder === 'literal') return { value: first };
  if (builder === 'object' || builder === 'strictObject' || builder === 'looseObject') return { shape: first };
  if (builder === 'union' || builder === 'discriminatedUnion')
    return { options: Array.isArray(first) ? first : args[1] };
  return {};
}

/** What a method of a schema makes: `extend` adds to the shape; every other method keeps the data. */
function chained(data: Data, method: PropertyKey, args: readonly unknown[]): Data {
  if (method === 'extend' && data.shape)
    return { ...data, shape: { ...(data.shape as object), ...(args[0] as object) } };
  return data;
}

const unreadable = new Set<PropertyKey>(['then', Symbol.toPrimitive, Symbol.iterator, Symbol.asyncIterator]);

type Make = (name: PropertyKey, args: readonly unknown[]) => unknown;

/** A method or namespace (`z.coerce`): calling it makes a schema; its properties are methods too. */
function member(name: PropertyKey, make: Make): unknown {
  return new Proxy(() => {}, {
    apply: (_fn, _this, args: unknown[]) => make(name, args),
    get: (_fn, inner) => (unreadable.has(inner) ? undefined : member(inner, make)),
  });
}

/** A schema (or `z`): its kept values, and every other property a method. */
function node(data: Data, make: Make): unknown {
  return new Proxy(() => {}, {
    get: (_target, name) => (name in data ? data[name] : unreadable.has(name) ? undefined : member(name, make)),
  });
}

const schema = (data: Data): unknown => node(data, (method, args) => schema(chained(data, method, args)));

export const z = node({}, (builder, args) => schema(dataOf(builder, args)));
export default z;
