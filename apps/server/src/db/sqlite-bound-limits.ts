import {
  OperationNodeTransformer,
  RawNode,
  type KyselyPlugin,
  type LimitNode,
  type OffsetNode,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * SQLite (3.53, better-sqlite3's) reads a bound LIMIT or OFFSET while it plans, and so marks its
 * prepared statement to be compiled again whenever that parameter is bound: every run of a kept
 * statement with `limit ?` is a new compile (a read of one indexed row costs 0.02–0.05 ms instead
 * of 0.005, and the dashboard's one statement recompiled all its reads on every call). A limit
 * written as `cast(? as integer)` stays a bound value the planner does not read, so the statement
 * runs as it was compiled. Kysely binds every `.limit(n)`; this plugin wraps each bound limit
 * and offset of a query, its subqueries included (docs/architecture.md, "Dialect SQL").
 */
class BoundLimits extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode): LimitNode {
    return { kind: 'LimitNode', limit: castOf(this.transformNode(node.limit)) };
  }

  protected override transformOffset(node: OffsetNode): OffsetNode {
    return { kind: 'OffsetNode', offset: castOf(this.transformNode(node.offset)) };
  }
}

const castOf = (value: OperationNode): OperationNode =>
  value.kind === 'ValueNode' ? RawNode.create(['cast(', ' as integer)'], [value]) : value;

export const sqliteBoundLimits: KyselyPlugin = {
  transformQuery: ({ node }: PluginTransformQueryArgs): RootOperationNode => new BoundLimits().transformNode(node),
  transformResult: async ({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => result,
};
