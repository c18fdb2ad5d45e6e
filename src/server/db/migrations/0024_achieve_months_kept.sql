-- The month sums (schema/achieve.ts achieve_month) and achieve_credit.frozen, kept by the same
-- functions as the day sums (0022): a credit's frozen is 1 while a closed commission period's
-- credit names the same deal and agent, so a period's credits written (a month closed) or taken
-- away put their deals' credits again.
CREATE OR REPLACE FUNCTION achieve_put(p_doc text, p_id integer, p_shared smallint, p_agent integer, p_dept integer,
  p_owner integer, p_owner_dept integer, p_t bigint, p_amount bigint, p_total bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := achieve_day_of(p_t);
  f smallint := CASE WHEN EXISTS (SELECT 1 FROM commission_credit WHERE doc = p_doc AND doc_id = p_id AND agent_id = p_agent) THEN 1 ELSE 0 END;
BEGIN
  INSERT INTO achieve_credit (doc, doc_id, shared, agent_id, department_id, owner_id, owner_department_id, t, day, amount, total, frozen)
    VALUES (p_doc, p_id, p_shared, p_agent, p_dept, p_owner, p_owner_dept, p_t, d, p_amount, p_total, f);
  INSERT INTO achieve_day AS r (day, agent_id, department_id, owner_id, owner_department_id, shared, amount, docs)
    VALUES (d, p_agent, p_dept, p_owner, p_owner_dept, p_shared, p_amount, 1)
    ON CONFLICT (day, agent_id, department_id, owner_id, owner_department_id, shared)
    DO UPDATE SET amount = r.amount + excluded.amount, docs = r.docs + 1;
  INSERT INTO achieve_month AS r (month, agent_id, department_id, owner_id, owner_department_id, shared, frozen, amount, docs)
    VALUES (date_trunc('month', d)::date, p_agent, p_dept, p_owner, p_owner_dept, p_shared, f, p_amount, 1)
    ON CONFLICT (month, agent_id, department_id, owner_id, owner_department_id, shared, frozen)
    DO UPDATE SET amount = r.amount + excluded.amount, docs = r.docs + 1;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION achieve_drop(p_doc text, p_id integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c record;
BEGIN
  FOR c IN DELETE FROM achieve_credit WHERE doc = p_doc AND doc_id = p_id RETURNING * LOOP
    UPDATE achieve_day SET amount = amount - c.amount, docs = docs - 1
      WHERE day = c.day AND agent_id = c.agent_id AND department_id = c.department_id
        AND owner_id = c.owner_id AND owner_department_id = c.owner_department_id AND shared = c.shared;
    DELETE FROM achieve_day
      WHERE day = c.day AND agent_id = c.agent_id AND department_id = c.department_id
        AND owner_id = c.owner_id AND owner_department_id = c.owner_department_id AND shared = c.shared AND docs = 0;
    UPDATE achieve_month SET amount = amount - c.amount, docs = docs - 1
      WHERE month = date_trunc('month', c.day)::date AND agent_id = c.agent_id AND department_id = c.department_id
        AND owner_id = c.owner_id AND owner_department_id = c.owner_department_id AND shared = c.shared AND frozen = c.frozen;
    DELETE FROM achieve_month
      WHERE month = date_trunc('month', c.day)::date AND agent_id = c.agent_id AND department_id = c.department_id
        AND owner_id = c.owner_id AND owner_department_id = c.owner_department_id AND shared = c.shared AND frozen = c.frozen AND docs = 0;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION achieve_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  DELETE FROM achieve_credit;
  DELETE FROM achieve_day;
  DELETE FROM achieve_month;
  FOR r IN
    SELECT 'Order' AS doc, id FROM "order" WHERE status <> -1 AND state IN ('RetryShip', 'ConfirmReceive', 'Completed')
    UNION ALL SELECT 'OfferingOrder', id FROM offering_order WHERE status <> -1 AND state IN ('RetryShip', 'ConfirmReceive', 'Completed')
    UNION ALL SELECT 'SalesOrder', id FROM sales_order WHERE status <> -1 AND state IN ('Confirmed', 'Completed')
  LOOP
    PERFORM achieve_refresh(r.doc, r.id);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION achieve_frozen_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM achieve_refresh(OLD.doc, OLD.doc_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (NEW.doc, NEW.doc_id) IS DISTINCT FROM (OLD.doc, OLD.doc_id)) THEN
    PERFORM achieve_refresh(NEW.doc, NEW.doc_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER achieve_commission_credit AFTER INSERT OR DELETE OR UPDATE OF doc, doc_id, agent_id
  ON commission_credit FOR EACH ROW EXECUTE FUNCTION achieve_frozen_changed();
--> statement-breakpoint
-- The credits already kept: their frozen state and their month sums, in two set statements (a
-- rebuild would put every deal again, one at a time, while the installation starts).
UPDATE achieve_credit a SET frozen = 1 FROM commission_credit c
  WHERE c.doc = a.doc AND c.doc_id = a.doc_id AND c.agent_id = a.agent_id;
--> statement-breakpoint
INSERT INTO achieve_month (month, agent_id, department_id, owner_id, owner_department_id, shared, frozen, amount, docs)
  SELECT date_trunc('month', day)::date, agent_id, department_id, owner_id, owner_department_id, shared, frozen, sum(amount), count(*)
  FROM achieve_credit GROUP BY 1, 2, 3, 4, 5, 6, 7;
