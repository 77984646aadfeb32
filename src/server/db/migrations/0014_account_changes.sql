-- Every change to what a signed-in request reads of an account (its row, its sessions, its
-- organisation, its plan periods and credits, how many personalised items it has) is announced on
-- the channel account_changes (payload: the user's id), so that the embedded server drops what it
-- cached of that account (src/server/services/auth/accountCache.ts), whatever code made the change.
-- The trigger's argument names the row's column that holds the user's id.
CREATE FUNCTION announce_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_changes', (CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A plan period's balances name the period, whose row names the user.
CREATE FUNCTION announce_balance_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_changes', user_id::text) FROM subscriptions
    WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.subscription_id ELSE NEW.subscription_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A renamed or removed organisation changes the account of each member.
CREATE FUNCTION announce_organization_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_changes', id::text) FROM users WHERE organization_id = OLD.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_account_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION announce_account_change('id');
--> statement-breakpoint
CREATE TRIGGER auth_tokens_account_change AFTER UPDATE OR DELETE ON auth_tokens FOR EACH ROW EXECUTE FUNCTION announce_account_change('user_id');
--> statement-breakpoint
CREATE TRIGGER subscriptions_account_change AFTER INSERT OR UPDATE OR DELETE ON subscriptions FOR EACH ROW EXECUTE FUNCTION announce_account_change('user_id');
--> statement-breakpoint
CREATE TRIGGER credit_balances_account_change AFTER INSERT OR UPDATE OR DELETE ON credit_balances FOR EACH ROW EXECUTE FUNCTION announce_balance_change();
--> statement-breakpoint
CREATE TRIGGER personalised_items_account_change AFTER INSERT OR DELETE ON personalised_items FOR EACH ROW EXECUTE FUNCTION announce_account_change('user_id');
--> statement-breakpoint
CREATE TRIGGER organizations_account_change AFTER UPDATE OR DELETE ON organizations FOR EACH ROW EXECUTE FUNCTION announce_organization_change();
