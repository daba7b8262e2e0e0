-- Data scopes are kept per process too (access/data-scope.ts): beside the rules (data_permissions,
-- already sending 'g'), they read the company's controlled fields and the path of the caller's
-- department. A change to either drops every kept scope: of departments, a path set or moved, a
-- re-parenting or a removal (renames and new sort orders leave the copies alone).
CREATE TRIGGER controlled_fields_cache AFTER INSERT OR UPDATE OR DELETE ON controlled_fields FOR EACH STATEMENT EXECUTE FUNCTION recruit_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER depts_cache AFTER UPDATE OF path, parent_id, tenement_id OR DELETE ON depts FOR EACH STATEMENT EXECUTE FUNCTION recruit_notify_table_change();
