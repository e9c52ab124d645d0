/** A class announced by its schedule, played once on each screen ("Now inducted"). */
export { useNowInducted } from './use-now-inducted';
