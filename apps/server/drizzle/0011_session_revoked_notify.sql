-- "Session revoked" events on the event bus (channel csp_sessions, plugins/event-bus.ts): whenever a live
-- session is revoked (logout, password change, freeze, delete, an administrator's or the owner's revoke) or
-- deleted while still live, the database sends {"userId": n} with NOTIFY. NOTIFY in a trigger is delivered only
-- when the transaction commits (never for a rollback), and identical payloads of one transaction are sent once,
-- so revoking all sessions of a user is one event. Every instance then checks that user's open notice sockets
-- again and closes those whose session ended (close code 4001). Being a trigger, no code path that ends a
-- session can forget to publish.
CREATE FUNCTION "csp_session_ended_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('csp_sessions', json_build_object('userId', OLD.user_id)::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_revoked_notify" AFTER UPDATE OF "revoked_at" ON "sessions" FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION "csp_session_ended_notify"();--> statement-breakpoint
CREATE TRIGGER "sessions_deleted_notify" AFTER DELETE ON "sessions" FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND OLD.expires_at > now())
  EXECUTE FUNCTION "csp_session_ended_notify"();
