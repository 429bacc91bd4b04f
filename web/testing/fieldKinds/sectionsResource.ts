import { gql, type TypedDocumentNode } from '@apollo/client';
import { defineResource } from '../../src/crud/defineResource';
import type { CrudTypes, ListVariables } from '../../src/crud/resource';
import { maxLength, required } from '../../src/forms/validation';

/**
 * A test-only ordered resource (plan §5 catalogue `ordered`, e.g. GVR sections; never shipped):
 * sections listed in the order the user sets (`position`), reordered with `reorderSections(ids)`;
 * operations written here in the generated ones' shape.
 */

/** A section. */
export interface Section {
  __typename?: 'Section';
  id: string;
  version: number;
  name: string;
  position: number;
}

type ListData = { sections: { items: Section[]; total: number } };
type GetData = { section: Section | null };
/** The types tying the test operations to the generic screen. */
export type SectionTypes = CrudTypes<Section, { name: string }, 'POSITION' | 'NAME', { name: string }, ListData, GetData>;

const sectionsDocument: TypedDocumentNode<ListData, ListVariables<'POSITION' | 'NAME'>> = gql`
  query Sections($page: Int, $pageSize: Int, $search: String, $sort: SectionSort) {
    sections(page: $page, pageSize: $pageSize, search: $search, sort: $sort) {
      items {
        id
        version
        name
        position
      }
      page
      pageSize
      total
      totalPages
    }
  }
`;
const sectionDocument: TypedDocumentNode<GetData, { id: string }> = gql`
  query Section($id: ID!) {
    section(id: $id) {
      id
      version
      name
      position
    }
  }
`;
const createDocument: TypedDocumentNode<unknown, { input: { name: string } }> = gql`
  mutation CreateSection($input: SectionInput!) {
    createSection(input: $input) {
      section {
        id
      }
      errors {
        field
        message
        code
      }
    }
  }
`;
const updateDocument: TypedDocumentNode<unknown, { id: string; version: number; input: { name: string } }> = gql`
  mutation UpdateSection($id: ID!, $version: Int!, $input: SectionUpdateInput!) {
    updateSection(id: $id, version: $version, input: $input) {
      section {
        id
      }
      errors {
        field
        message
        code
      }
    }
  }
`;
const deleteDocument: TypedDocumentNode<unknown, { id: string }> = gql`
  mutation DeleteSection($id: ID!) {
    deleteSection(id: $id) {
      deletedId
      errors {
        field
        message
        code
      }
    }
  }
`;
const reorderDocument: TypedDocumentNode<unknown, { ids: string[] }> = gql`
  mutation ReorderSections($ids: [ID!]!) {
    reorderSections(ids: $ids) {
      ids
      errors {
        field
        message
        code
        reason
      }
    }
  }
`;

/** The test-only Sections resource (see the file's comment): in their set order, reorderable. */
export const sectionsResource = defineResource<SectionTypes>({
  title: 'Sections',
  singular: 'section',
  plural: 'sections',
  list: { document: sectionsDocument, page: (data) => data.sections },
  get: { document: sectionDocument, record: (data) => data.section },
  create: createDocument,
  update: updateDocument,
  remove: deleteDocument,
  reorder: reorderDocument,
  columns: [
    { key: 'position', header: 'Order', sortField: 'POSITION' },
    { key: 'name', sortField: 'NAME' },
  ],
  rowLabel: (section) => section.name,
  form: { fields: [{ name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(100)] }] },
});
