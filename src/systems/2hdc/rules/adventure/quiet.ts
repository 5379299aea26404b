/**
 * Paying for words only when someone reads them. Simulation runs with the
 * log off and seeded dice: roll labels, prompts and option labels are then
 * never read, so they are built only on demand. Requests and options keep
 * the plain-data shape through `toJSON` (saves, the network).
 */
export { rollq } from '../../../../core/dice.ts';
// The core's: the label, odds and prompt built when read; toJSON gives their plain data.
export { LazyOption, LazyRequest } from '../../../../core/request.ts';
