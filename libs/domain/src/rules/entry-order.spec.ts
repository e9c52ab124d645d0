import { orderEntries } from './entry-order';
import { makeEntry } from './testing/fixtures';

const people = [
  makeEntry({ _id: '1', categoryID: 'c', firstName: 'Zoe', lastName: 'adams', eventDate: '2001-01-01' }),
  makeEntry({ _id: '2', categoryID: 'c', firstName: 'Amy', lastName: 'Young', eventDate: '' }),
  makeEntry({ _id: '3', categoryID: 'c', firstName: 'Bea', lastName: 'Adams', eventDate: '1990-05-02' }),
];
const ids = (list: { _id: string }[]) => list.map((e) => e._id).join(',');

describe('orderEntries', () => {
  it('orders by last name then first name, ignoring case', () => {
    expect(ids(orderEntries(people, 'lastName'))).toBe('3,1,2');
    expect(ids(orderEntries(people, 'lastName', true))).toBe('2,1,3');
  });
  it('orders by first name', () => {
    expect(ids(orderEntries(people, 'firstName'))).toBe('2,3,1');
  });
  it('orders by date with empty dates last in both directions', () => {
    expect(ids(orderEntries(people, 'eventDate'))).toBe('3,1,2');
    expect(ids(orderEntries(people, 'eventDate', true))).toBe('1,3,2');
  });
  it('keeps the given order for custom', () => {
    expect(ids(orderEntries(people, 'custom'))).toBe('1,2,3');
    expect(ids(orderEntries(people, 'custom', true))).toBe('3,2,1');
  });
});
