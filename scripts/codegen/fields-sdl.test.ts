import { print } from 'graphql';
import type { ResourceContract } from '../../contract/resources';
import { inputFieldNodes, recordFieldNodes } from './fields-sdl';

/** A test-only catalogue: teams, and members with every sort of reference (plan §5). */
const TEAMS: ResourceContract = {
  name: 'teams',
  typeName: 'Team',
  fields: { name: { kind: 'text', required: true, nonNull: true, description: 'Name.' } },
  singular: 'team',
  plural: 'teams',
  title: 'Teams',
  permissions: { read: 'readSetup', write: 'writeSetup' },
  sort: {},
  defaultSort: { field: 'name', direction: 'ASC' },
  searchIn: 'the name',
};
const MEMBERS: ResourceContract = {
  ...TEAMS,
  name: 'members',
  typeName: 'Member',
  fields: {
    team: { kind: 'reference', to: 'teams', required: true, description: 'Its team.', idDescription: 'Id of its team.', inputDescription: 'Id of its team (required).' },
    teams: { kind: 'references', to: 'teams', nonNull: true, default: [], description: 'Other teams.', idDescription: 'Ids of other teams.' },
    owner: { kind: 'reference', to: 'teams', idOnly: true, nonNull: true, readOnly: true, description: 'Id of the owning team.' },
    note: { kind: 'text', description: 'A note\non two lines.' },
    active: { kind: 'boolean', nonNull: true, default: true, description: 'Active.', inputDescription: 'Active; true when omitted.' },
  },
};
const CATALOGUE = [TEAMS, MEMBERS];

describe('fields SDL (docs/graphql-grammar.md "The field model")', () => {
  it('writes a record field per field, a reference as its id then its object, an id-only reference as its id', () => {
    expect(recordFieldNodes(MEMBERS, CATALOGUE).map((field) => print(field))).toEqual([
      '"Id of its team."\nteamId: ID',
      '"Its team."\nteam: Team',
      '"Ids of other teams."\nteamIds: [ID!]!',
      '"Other teams."\nteams: [Team!]!',
      '"Id of the owning team."\nownerId: ID!',
      '"""\nA note\non two lines.\n"""\nnote: String',
      '"Active."\nactive: Boolean!',
    ]);
  });

  it('writes the input fields but the read-only ones, by their id field, required and with defaults', () => {
    expect(inputFieldNodes(MEMBERS, CATALOGUE).map((field) => print(field))).toEqual([
      '"Id of its team (required)."\nteamId: ID!',
      '"Other teams."\nteamIds: [ID!] = []',
      '"""\nA note\non two lines.\n"""\nnote: String',
      '"Active; true when omitted."\nactive: Boolean = true',
    ]);
  });

  it('refuses a reference to a resource outside the catalogue', () => {
    expect(() => recordFieldNodes(MEMBERS, [MEMBERS])).toThrow('references teams, which is not in the catalogue');
  });
});
