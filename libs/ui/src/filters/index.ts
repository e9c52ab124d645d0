/**
 * `@laurel/ui/filters`: the filter bar and its fields (choice chips, select, search field with the kiosk's
 * on-screen keyboard). Kept out of `@laurel/ui` so pages without filters (a visitor's home page) do not
 * download them; the screens that show filters load them with their own code. Shared as a Module Federation
 * singleton like the rest of the library.
 */
export * from '../components/filter-bar';
