-- Each change to the rows behind a family's remembered answers names the family on the
-- storyloom_family_changes channel, whichever process or job made it, so every process forgets
-- what it remembered of that family (docs/decisions/0036). Identical notifications of one
-- transaction reach a listener once; '*' (a TRUNCATE) means every family.
CREATE FUNCTION storyloom_family_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('storyloom_family_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('storyloom_family_changes', OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('storyloom_family_changes', NEW.user_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A bag's members belong to the bag's owner. A bag deleted with its members has already named
-- its family itself.
CREATE FUNCTION storyloom_bag_members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('storyloom_family_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('storyloom_family_changes', e.user_id) FROM story_elements e WHERE e.id = OLD.bag_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('storyloom_family_changes', e.user_id) FROM story_elements e WHERE e.id = NEW.bag_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stories_family_changed AFTER INSERT OR UPDATE OR DELETE ON stories
  FOR EACH ROW EXECUTE FUNCTION storyloom_family_rows_changed();--> statement-breakpoint
CREATE TRIGGER stories_truncated AFTER TRUNCATE ON stories
  FOR EACH STATEMENT EXECUTE FUNCTION storyloom_family_rows_changed();--> statement-breakpoint
CREATE TRIGGER artifacts_family_changed AFTER INSERT OR UPDATE OR DELETE ON artifacts
  FOR EACH ROW EXECUTE FUNCTION storyloom_family_rows_changed();--> statement-breakpoint
CREATE TRIGGER artifacts_truncated AFTER TRUNCATE ON artifacts
  FOR EACH STATEMENT EXECUTE FUNCTION storyloom_family_rows_changed();--> statement-breakpoint
CREATE TRIGGER story_elements_family_changed AFTER INSERT OR UPDATE OR DELETE ON story_elements
  FOR EACH ROW EXECUTE FUNCTION storyloom_family_rows_changed();--> statement-breakpoint
CREATE TRIGGER story_elements_truncated AFTER TRUNCATE ON story_elements
  FOR EACH STATEMENT EXECUTE FUNCTION storyloom_family_rows_changed();--> statement-breakpoint
CREATE TRIGGER bag_members_family_changed AFTER INSERT OR UPDATE OR DELETE ON bag_members
  FOR EACH ROW EXECUTE FUNCTION storyloom_bag_members_changed();--> statement-breakpoint
CREATE TRIGGER bag_members_truncated AFTER TRUNCATE ON bag_members
  FOR EACH STATEMENT EXECUTE FUNCTION storyloom_bag_members_changed();
