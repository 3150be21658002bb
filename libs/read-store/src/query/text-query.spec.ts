import { InvalidQueryError } from '../read-store.errors';
import { ftsMatchExpression, mongoTextSearch, websearchExpression } from './text-query';

// MongoDB cannot run here: these pin the $search strings its adapter sends, as its docs read
// them (terms are ORed; every quoted phrase must match).
describe('text queries per engine', () => {
  it('joins the words for any word or for all of them', () => {
    expect(ftsMatchExpression('Fire  door')).toBe('"fire" OR "door"');
    expect(ftsMatchExpression('Fire  door', 'all')).toBe('"fire" AND "door"');
    expect(websearchExpression('fire door')).toBe('"fire" or "door"');
    expect(websearchExpression('fire door', 'all')).toBe('"fire" "door"');
    expect(mongoTextSearch('fire door')).toBe('fire door');
    expect(mongoTextSearch('fire door', 'all')).toBe('"fire" "door"');
  });

  it('passes only words, whatever syntax the text holds', () => {
    expect(mongoTextSearch('-fire "door schedule', 'all')).toBe('"fire" "door" "schedule"');
    expect(() => mongoTextSearch('"-"', 'all')).toThrow(InvalidQueryError);
  });
});
