import type { ComponentType } from 'react';
import type { Icon } from '@tabler/icons-react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Preferences } from '@ordna/contract/auth';
import type { DashboardAnswer } from '@ordna/contract/dashboard';
import type { LiveEvent, LiveKind } from '@ordna/contract/kernel/live';

/**
 * How an area declares itself to the shell (docs/adding-an-area.md): one `area.ts(x)` per area
 * folder exports `defineArea({...})`; the shell finds them all and never names an area.
 */

/** Who may open a page: none = open, auth = signed in, xauth = signed in to the vault too. */
export type Access = 'none' | 'auth' | 'xauth';

/**
 * What an access level beyond sign-in asks (docs/architecture.md, "Three levels of access"),
 * declared by the area that owns it: whether it holds now, how to hear it change (the shell reads
 * both with `useSyncExternalStore`), and the page that lets the person meet it, which brings them
 * back to where they were headed.
 */
export interface AccessRule {
  access: Exclude<Access, 'none' | 'auth'>;
  holds: () => boolean;
  subscribe: (onChange: () => void) => () => void;
  signInPath: string;
}

/** One page of an area: its path, who may open it, its title (an i18n key) and the page, loaded lazily. */
export interface AreaRoute {
  path: string;
  access: Access;
  titleKey: string;
  page: () => Promise<{ default: ComponentType }>;
  /** Child routes render inside the page's <Outlet />. */
  children?: AreaRoute[];
}

/** An area's link in the side bar (and its card on Home). */
export interface SideBarEntry {
  /**
   * The product's name for the area's link, saved in the person's side-bar order (`linkOrder`):
   * letters only, and never renamed once people have saved it ('timeTracker', 'counter').
   */
  place: string;
  /**
   * Where the link stands in the product's side bar, lower first (docs/architecture.md, "Side bar
   * order"); the specification's order is Home 10, Dashboard 20, Notes 30, Time Tracker 40,
   * Shopping List 50, Recipes 60, Passwords 70, Storage 80, Drinks 90, Counter 100, Settings 110.
   */
  order: number;
  /** i18n key of the area's name. */
  labelKey: string;
  /** i18n key of a one-line description, shown on Home's card for the area. */
  descriptionKey?: string;
  icon: Icon;
  /** Where the side bar link goes. */
  path: string;
  /** Also a button in the side bar's foot, beside the user menu (the specification's footer: Settings). */
  inFooter?: boolean;
  /** First path segments that belong to the area, besides the link's own ('time-group' for /time-group/…). */
  segments?: string[];
  /**
   * Shown only when this says so, e.g. Passwords only with the preference showPasswords; once the
   * person has shown or hidden the area on /settings, their choice (`linkOrder`) counts instead.
   */
  visible?: (preferences: Preferences) => boolean;
  /**
   * The area's collections or items, listed under its link while the person is inside the area
   * (the specification's "collection/item links for the current area"); the shell draws them.
   * Loaded lazily like a page, so the sign-in pages' first load does not carry them.
   */
  collections?: () => Promise<{ default: SideBarCollections }>;
}

/** One collection or item in the side bar: its name and where it opens. */
export interface SideBarItem {
  id: string;
  name: string;
  path: string;
}

/**
 * What an area lists in the side bar while the person is inside it: a link to all of them, then
 * each one. `useItems` is a hook (it reads the area's query, sharing the pages' cache); errors stay
 * quiet there, since the area's pages say what went wrong.
 */
export interface SideBarCollections {
  /** The page listing them all, linked first ("All time groups"). */
  all: { labelKey: string; path: string };
  /** i18n key naming the list of links for screen readers ("Your time groups"). */
  labelKey: string;
  /** i18n key of the line shown when there are none. */
  emptyKey: string;
  useItems: () => { items: readonly SideBarItem[] | undefined; isPending: boolean };
  /** The item the page at `pathname` shows; by default the item whose path starts the address. */
  currentId?: (pathname: string) => string | undefined;
}

/** One shortcut of the second bar (to the lists people use most). */
export interface Shortcut {
  id: string;
  labelKey: string;
  icon: Icon;
  path: string;
}

/** One line the console prints: plain output, a success, or a refusal (an error). */
export interface ConsoleLine {
  text: string;
  tone?: 'error' | 'success' | 'muted';
}

/** A command line taken apart: `tm in Work -s Ordna` → words ['in', 'Work'], flags {s: 'Ordna'}. */
export interface CommandInput {
  /** The words after the command's name, up to the first flag. */
  words: string[];
  /** Each flag with the words after it up to the next flag, joined by spaces ('' for a bare flag). */
  flags: Record<string, string>;
}

/** What a word being completed belongs to: the words before it, and the flag whose value it is, if any. */
export interface CompletionTarget {
  words: string[];
  flags: Record<string, string>;
  /** The flag whose value is being typed ('s' in `tm in Work -s Or`), or null for a word. */
  flag: string | null;
}

/** The HTTP calls a command may make: the web's one client (api/api.ts) fits it. */
export interface CommandApi {
  get<T>(path: string, params?: Record<string, string | number | boolean | undefined>): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  signOut(): Promise<void>;
}

/** A page a person may open by name with `go`: its path and its title in their language. */
export interface NamedRoute {
  path: string;
  title: string;
}

/** What a command runs with; the console builds it, tests build their own. */
export interface CommandContext {
  signedIn: boolean;
  t: (key: string, values?: Record<string, unknown>) => string;
  api: CommandApi;
  /** The app's query cache: reads share it, writes refresh what pages show. */
  queryClient: QueryClient;
  navigate: (to: string) => void;
  /** Every page without a parameter, for `go`. */
  routes: readonly NamedRoute[];
  /** Every command there is (the console's own included), for `help`. */
  commands: readonly AreaCommand[];
  /** Empties the console's output (`clear`). */
  clear: () => void;
}

/**
 * A console command an area offers (docs/adding-an-area.md): its name, the words that may follow
 * it, its flags, the names it completes, what it does and its lines in `help`. The console knows
 * none by name; it loads every area's list through `AreaDeclaration.commands`.
 */
export interface AreaCommand {
  /** What the person types first ('tm'). */
  name: string;
  /** The words that may follow the name ('in', 'out', 'groups'), completed with Tab. */
  subcommands?: readonly string[];
  /** Flag names without their dash ('s', 't'), completed with Tab. */
  flags?: readonly string[];
  /** i18n keys of its lines in `help`, one per form of the command. */
  helpKeys: readonly string[];
  /** Whether it needs a signed-in person; signed out it answers 'Not logged in.' instead of running. */
  needsLogin: boolean | ((input: CommandInput) => boolean);
  /** The names the word being typed may become (time groups, routes…), unfiltered. */
  complete?: (target: CompletionTarget, context: CommandContext) => Promise<readonly string[]>;
  run: (input: CommandInput, context: CommandContext) => Promise<ConsoleLine[]>;
}

/**
 * Something an area shows over any page, opened by a key (the console opens on Shift+.). The shell
 * listens for the keys, never while the person types in a text field, and returns focus on close.
 */
export interface AreaOverlay {
  id: string;
  opensOn: (event: KeyboardEvent) => boolean;
  component: () => Promise<{ default: ComponentType<{ onClose: () => void }> }>;
}

/** What a dashboard section shows: the date and view on screen and the dashboard's one answer. */
export interface DashboardSectionProps {
  date: string;
  view: 'day' | 'week' | 'month';
  answer: DashboardAnswer;
}

/**
 * A section an area adds to the dashboard (docs/adding-an-area.md, "Dashboard section"): its key
 * under the answer's `sections`, its place (lower first) and its card, loaded lazily.
 */
export interface DashboardSection {
  id: string;
  order: number;
  component: () => Promise<{ default: ComponentType<DashboardSectionProps> }>;
}

/**
 * Which of the area's queries show a thing of each kind the area publishes: a live event of
 * that kind invalidates exactly these keys (and whatever they prefix), on every device.
 */
export type LiveQueries = Partial<Record<LiveKind, (event: LiveEvent) => readonly QueryKey[]>>;

export interface AreaDeclaration {
  id: string;
  /** The first segment of every i18n key the area owns ('time' for time.*). */
  i18nNamespace: string;
  routes: AreaRoute[];
  sideBar?: SideBarEntry;
  /** What its pages' access levels beyond sign-in ask (the vault: its extra password). */
  accessRules?: AccessRule[];
  shortcuts?: Shortcut[];
  /** Item pages whose "up" goes to a list: first path segment → the list's path. */
  itemLists?: Record<string, string>;
  /** Its console commands, loaded when a console opens, so they add nothing to the first load. */
  commands?: () => Promise<{ default: readonly AreaCommand[] }>;
  overlays?: AreaOverlay[];
  dashboard?: DashboardSection[];
  /**
   * The queries a live event of each kind makes stale (docs/architecture.md, "Live updates"),
   * loaded with the live stream, so the first load carries no area's query keys.
   */
  live?: () => Promise<{ default: LiveQueries }>;
  /**
   * The queries whose last answers are kept on the device for reading offline (docs/architecture.md,
   * "Offline"): those under a `keep` prefix, minus those under an `except` one. Never anything
   * decrypted, never a secret (a token, an integration key).
   */
  keptOffline?: { keep: readonly QueryKey[]; except?: readonly QueryKey[] };
}

/** An area as the side bar and Home list it: its id and its side bar entry. */
export interface NavArea extends SideBarEntry {
  id: string;
}

export function defineArea(area: AreaDeclaration): AreaDeclaration {
  return area;
}

/** The areas this person sees: those without a condition, and those whose condition holds. */
export function visibleAreas(areas: readonly NavArea[], preferences: Preferences): NavArea[] {
  return areas.filter((area) => area.visible?.(preferences) ?? true);
}

/** An area's things as side bar items, from the query that lists them (`_id` and `name` each). */
export function sideBarItemsOf<T extends { _id: string; name: string }>(
  query: { data?: readonly T[] | undefined; isPending: boolean },
  path: (id: string) => string,
): { items: SideBarItem[] | undefined; isPending: boolean } {
  return {
    items: query.data?.map((thing) => ({ id: thing._id, name: thing.name, path: path(encodeURIComponent(thing._id)) })),
    isPending: query.isPending,
  };
}
