import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant as an ISO-8601 string in UTC, e.g. `2026-11-22T08:00:00.000Z`. */
  DateTime: { input: string; output: string; }
};

/** The signed-in user, as returned by `authenticate` (spec §3, §7). Kept by the web client in localStorage under `currentUser`. */
export type CurrentUser = {
  __typename?: 'CurrentUser';
  /** The employee's e-mail address, used to sign in. */
  email: Scalars['String']['output'];
  /** The employee's full name, shown in the top bar. */
  employeeName: Scalars['String']['output'];
  /** The employee's gender, used to pick a default photo. */
  gender?: Maybe<Gender>;
  /** The employee's id. */
  id: Scalars['ID']['output'];
  /** File name of the employee's photo in storage, if any. */
  photo?: Maybe<Scalars['String']['output']>;
  /** The employee's roles; the first is the active one (spec §3). */
  roles: Array<Role>;
  /** Signed JWT to send as `Authorization: Bearer <token>` on every later request. */
  token: Scalars['String']['output'];
};

/** An employee's gender (REST carries it as the legacy array `[{ name: "MALE" }]`). */
export type Gender =
  /** Female. */
  | 'FEMALE'
  /** Male. */
  | 'MALE';

/** A salary grade of the group's pay scale (General Setup › Grades). */
export type Grade = {
  __typename?: 'Grade';
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-text description, at most 500 characters. */
  description?: Maybe<Scalars['String']['output']>;
  /** Unique id. */
  id: Scalars['ID']['output'];
  /** Rank on the pay scale, 1 (lowest) to 99. */
  level?: Maybe<Scalars['Int']['output']>;
  /** Name of the grade, unique regardless of case, e.g. `G5 Senior Officer`. */
  name: Scalars['String']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the record; pass it back to `updateGrade` so that concurrent edits are detected. */
  version: Scalars['Int']['output'];
};

/** The fields of a grade that a user edits. */
export type GradeInput = {
  /** Description, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Rank on the pay scale, 1 to 99. */
  level?: InputMaybe<Scalars['Int']['input']>;
  /** Name, 1 to 100 characters, unique regardless of case. */
  name: Scalars['String']['input'];
};

/** One page of grades. */
export type GradePage = {
  __typename?: 'GradePage';
  /** The grades on this page. */
  items: Array<Grade>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many records a page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many records match, on all pages. */
  total: Scalars['Int']['output'];
  /** How many pages there are. */
  totalPages: Scalars['Int']['output'];
};

/** How to sort a list of grades. */
export type GradeSort = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: GradeSortField;
};

/** Fields that a list of grades can be sorted by. */
export type GradeSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By rank on the pay scale. */
  | 'LEVEL'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** Changes. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Signs in (`POST /setup/employees/authenticate`). A wrong e-mail and a wrong password get the same UNAUTHENTICATED error. */
  authenticate: CurrentUser;
  /** Creates a grade (`POST /setup/grades/create`). CONFLICT when the name is taken. */
  createGrade: Grade;
  /** Deletes a grade (`DELETE /setup/grades/{id}`) and answers its id. CONFLICT when other records still refer to it. */
  deleteGrade: Scalars['ID']['output'];
  /** Changes a grade (`PUT /setup/grades/{id}`). CONFLICT when the name is taken or `version` is no longer current. */
  updateGrade: Grade;
};


/** Changes. */
export type MutationAuthenticateArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Changes. */
export type MutationCreateGradeArgs = {
  input: GradeInput;
};


/** Changes. */
export type MutationDeleteGradeArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationUpdateGradeArgs = {
  id: Scalars['ID']['input'];
  input: GradeInput;
  version: Scalars['Int']['input'];
};

/** Reads. */
export type Query = {
  __typename?: 'Query';
  /** Every grade, by name (`GET /setup/grades/all`), for pickers. Falls back to an empty list with a warning. */
  allGrades: Array<Grade>;
  /** One grade (`GET /setup/grades/{id}`); null when it does not exist (or, with a warning, when it could not be loaded). */
  grade?: Maybe<Grade>;
  /** A page of grades (`GET /setup/grades/?page=`), optionally searched and sorted. Falls back to an empty page with a warning. */
  grades: GradePage;
};


/** Reads. */
export type QueryGradeArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryGradesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<GradeSort>;
};

/** The roles of spec §6. An employee's first role is their active role. */
export type Role =
  /** Administrator: everything. */
  | 'ADMIN'
  /** Any employee: dashboard, requisitions, visit reports. */
  | 'EMPLOYEE'
  /** Finance: approves event budgets and reviews claims. */
  | 'FINANCE'
  /** Visit-report administrator: maintains setup data. */
  | 'GVR'
  /** Head of department: approves the requisitions of their department. */
  | 'HOD'
  /** Product manager: maintains products. */
  | 'PRODUCT';

/** Direction of a sort. */
export type SortDirection =
  /** Smallest (or A) first. */
  | 'ASC'
  /** Largest (or Z) first. */
  | 'DESC';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CurrentUser: ResolverTypeWrapper<CurrentUser>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Gender: Gender;
  Grade: ResolverTypeWrapper<Grade>;
  GradeInput: GradeInput;
  GradePage: ResolverTypeWrapper<GradePage>;
  GradeSort: GradeSort;
  GradeSortField: GradeSortField;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  CurrentUser: CurrentUser;
  DateTime: Scalars['DateTime']['output'];
  Grade: Grade;
  GradeInput: GradeInput;
  GradePage: GradePage;
  GradeSort: GradeSort;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
}>;

export type AuthDirectiveArgs = {
  roles?: Maybe<Array<Role>>;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CurrentUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CurrentUser'] = ResolversParentTypes['CurrentUser']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type GradeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Grade'] = ResolversParentTypes['Grade']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GradePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GradePage'] = ResolversParentTypes['GradePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Grade']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  authenticate?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType, RequireFields<MutationAuthenticateArgs, 'email' | 'password'>>;
  createGrade?: Resolver<ResolversTypes['Grade'], ParentType, ContextType, RequireFields<MutationCreateGradeArgs, 'input'>>;
  deleteGrade?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteGradeArgs, 'id'>>;
  updateGrade?: Resolver<ResolversTypes['Grade'], ParentType, ContextType, RequireFields<MutationUpdateGradeArgs, 'id' | 'input' | 'version'>>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  allGrades?: Resolver<Array<ResolversTypes['Grade']>, ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['Grade']>, ParentType, ContextType, RequireFields<QueryGradeArgs, 'id'>>;
  grades?: Resolver<ResolversTypes['GradePage'], ParentType, ContextType, RequireFields<QueryGradesArgs, 'page' | 'pageSize'>>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  CurrentUser?: CurrentUserResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Grade?: GradeResolvers<ContextType>;
  GradePage?: GradePageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  auth?: AuthDirectiveResolver<any, any, ContextType>;
}>;
