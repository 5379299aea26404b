/** Rolling without paying for words nobody reads: core's `rollq`, under the name the fight code uses. */
export { rollq as rollAs } from '../../../../core/dice.ts';
