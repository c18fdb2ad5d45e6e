ALTER TABLE "entry" ADD COLUMN "return_of" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "entry_return_of_id_index" ON "entry" USING btree ("return_of","id");--> statement-breakpoint
-- The stock ledger is append-only: a mistake is undone by a reversing document, never by changing or deleting its rows.
-- (The demo seed alone dates its story's rows back, inside its own transaction, with app.backdate on.)
CREATE FUNCTION stock_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('app.backdate', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'stock_ledger is append-only: reverse a movement with a new document';
END
$$;
--> statement-breakpoint
CREATE TRIGGER stock_ledger_append_only BEFORE UPDATE OR DELETE ON stock_ledger FOR EACH ROW EXECUTE FUNCTION stock_ledger_append_only();
