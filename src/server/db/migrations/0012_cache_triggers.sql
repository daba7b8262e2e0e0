-- Per-process caches of sessions, accounts, memberships, roles and grants (src/server/db/changes.ts)
-- are dropped when these rows change, by whatever code or process changed them: each write sends
-- pg_notify('recruit_cache', '<kind>[:<id>]') at commit. Identical notices of one transaction are
-- sent once, so a bulk grant is one notice.
CREATE FUNCTION recruit_notify_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('recruit_cache', 's:' || r.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('recruit_cache', 'u:' || r.id);
  ELSE
    -- tenement_users, user_roles: one member's memberships or roles
    PERFORM pg_notify('recruit_cache', 'u:' || r.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION recruit_notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- tenements: a company renamed or disabled touches everyone's copies; the rest are grants.
  PERFORM pg_notify('recruit_cache', CASE WHEN TG_TABLE_NAME = 'tenements' THEN 'a' ELSE 'g' END);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A session's renewal (expires_at, last_seen_at) is left out: the process that renews keeps its copy
-- up to date, and another process reads the row again before it calls a kept session expired.
CREATE TRIGGER sessions_cache AFTER UPDATE OF revoked_at, revoked_state, identity, tenement_id, user_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION recruit_notify_row_change();
--> statement-breakpoint
CREATE TRIGGER users_cache AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION recruit_notify_row_change();
--> statement-breakpoint
CREATE TRIGGER tenement_users_cache AFTER INSERT OR UPDATE OR DELETE ON tenement_users FOR EACH ROW EXECUTE FUNCTION recruit_notify_row_change();
--> statement-breakpoint
CREATE TRIGGER user_roles_cache AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION recruit_notify_row_change();
--> statement-breakpoint
CREATE TRIGGER tenements_cache AFTER UPDATE OR DELETE ON tenements FOR EACH STATEMENT EXECUTE FUNCTION recruit_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER roles_cache AFTER INSERT OR UPDATE OR DELETE ON roles FOR EACH STATEMENT EXECUTE FUNCTION recruit_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER role_menus_cache AFTER INSERT OR UPDATE OR DELETE ON role_menus FOR EACH STATEMENT EXECUTE FUNCTION recruit_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER role_functions_cache AFTER INSERT OR UPDATE OR DELETE ON role_functions FOR EACH STATEMENT EXECUTE FUNCTION recruit_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER data_permissions_cache AFTER INSERT OR UPDATE OR DELETE ON data_permissions FOR EACH STATEMENT EXECUTE FUNCTION recruit_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER menus_cache AFTER INSERT OR UPDATE OR DELETE ON menus FOR EACH STATEMENT EXECUTE FUNCTION recruit_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER functions_cache AFTER INSERT OR UPDATE OR DELETE ON functions FOR EACH STATEMENT EXECUTE FUNCTION recruit_notify_table_change();
