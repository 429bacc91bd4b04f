import { type DocumentNode, type FieldNode, type FragmentDefinitionNode, Kind, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * The fields an operation selects on its root type (`Query`/`Mutation`), including those reached
 * through fragment spreads and inline fragments at the root, in document order. `@skip`/`@include`
 * are not evaluated: a field that might run is listed (the callers check access, where listing too
 * much only refuses more). A fragment that spreads itself is followed once.
 */
export function rootFields(document: DocumentNode, operation: OperationDefinitionNode): FieldNode[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const fields: FieldNode[] = [];
  const seen = new Set<string>();
  const collect = (selectionSet: SelectionSetNode): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        fields.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collect(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect(fragment.selectionSet);
      }
    }
  };
  collect(operation.selectionSet);
  return fields;
}

/**
 * The operation of `document` that a request runs: the one named `operationName`, or the only one
 * when no name is given; undefined when there is no such operation (Apollo then answers 400).
 */
export function selectedOperation(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  if (operationName) return operations.find((operation) => operation.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}
