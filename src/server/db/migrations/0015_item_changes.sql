-- The embedded server also caches each user's lists and detail answers (accountCache.ts), so every
-- change to what they read is announced on account_changes too: the user's projects, their share
-- links (with the view, play and click counts kept on them), the links' daily counts, and their
-- sharing pages (template pages have no owner and announce nothing). Rows name their owner in
-- user_id, read directly (not through to_jsonb, which would copy a project's whole document).
CREATE FUNCTION announce_owner_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
    PERFORM pg_notify('account_changes', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM pg_notify('account_changes', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A daily count names its link, whose row names the user.
CREATE FUNCTION announce_daily_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_changes', user_id::text) FROM share_links
    WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.link_id ELSE NEW.link_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER projects_account_change AFTER INSERT OR UPDATE OR DELETE ON projects FOR EACH ROW EXECUTE FUNCTION announce_owner_change();
--> statement-breakpoint
CREATE TRIGGER share_links_account_change AFTER INSERT OR UPDATE OR DELETE ON share_links FOR EACH ROW EXECUTE FUNCTION announce_owner_change();
--> statement-breakpoint
CREATE TRIGGER sharing_pages_account_change AFTER INSERT OR UPDATE OR DELETE ON sharing_pages FOR EACH ROW EXECUTE FUNCTION announce_owner_change();
--> statement-breakpoint
CREATE TRIGGER share_daily_counts_account_change AFTER INSERT OR UPDATE OR DELETE ON share_daily_counts FOR EACH ROW EXECUTE FUNCTION announce_daily_count_change();
