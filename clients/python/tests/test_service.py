"""Every route group of the SDK against the running service (VERDICT_URL)."""

from __future__ import annotations

import base64
import csv
import io
import json
import os
import re
import sys
import urllib.request
import uuid
from pathlib import Path

import pytest
from conftest import Tenant, png

import verdict
from verdict import VerdictApiError, VerdictClient, VerdictNetworkError
from verdict.attestation import decode_attestation, parse_jwks, verify_attestation

EXPECTED_SITE = os.environ.get("VERDICT_EXPECT_SITE")


def test_the_installed_package_is_the_one_under_test() -> None:
    package = Path(verdict.__file__).parent
    assert (package / "py.typed").is_file()
    assert verdict.__version__ == "5.0.0"
    if EXPECTED_SITE:
        # Imported from the virtual environment the wheel went into, not from the source tree.
        assert str(package).startswith(EXPECTED_SITE), package
        assert sys.prefix != sys.base_prefix


def test_health_needs_no_credential(service_url: str) -> None:
    answer = VerdictClient(service_url, api_key="").health()
    assert answer.status == 200
    assert answer.data["status"] == "healthy" and answer.data["version"] == "5.0.0"
    assert answer.request_id


def test_base_url_spellings(service_url: str) -> None:
    assert VerdictClient(service_url + "/v1/", api_key="").base_url == service_url.rstrip("/")
    with pytest.raises(ValueError):
        VerdictClient("127.0.0.1:8787")


class TestEngines:
    def test_math_positive_and_negative(self, tenant: Tenant) -> None:
        good = tenant.client.verify.math("2+2=4")
        assert good.data["is_valid"] is True and good.data["status"] == "VERIFIED"
        bad = tenant.client.verify.math("2+2=5")
        assert bad.data["is_valid"] is False and bad.data["status"] == "CORRECTION_NEEDED"
        assert tenant.client.verify.math("sqrt(-4)", domain="complex").status == 200

    def test_logic(self, tenant: Tenant) -> None:
        assert tenant.client.verify.logic("(AND x (NOT y))").data["status"] == "SAT"
        assert tenant.client.verify.logic("(declare p Bool) (and p (not p))").data["status"] == "UNSAT"

    def test_code(self, tenant: Tenant) -> None:
        answer = tenant.client.verify.code("import os\nos.system(input())\n", language="python")
        assert answer.data["is_safe"] is False
        assert answer.data["vulnerabilities"][0]["severity"] == "critical"

    def test_sql(self, tenant: Tenant) -> None:
        schema = "CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT);"
        assert tenant.client.verify.sql("SELECT name FROM users WHERE id = 1", schema).data["is_valid"] is True
        assert tenant.client.verify.sql("SELECT email FROM users", schema, dialect="sqlite").data["is_valid"] is False

    def test_fact(self, tenant: Tenant) -> None:
        answer = tenant.client.verify.fact("Acme Corp was founded in 2005.", "Acme Corp was founded in 1999 in Ohio.")
        assert answer.data["verdict"] == "REFUTED"

    def test_natural_language(self, tenant: Tenant) -> None:
        answer = tenant.client.verify.natural_language("What is 15% of 200?")
        assert answer.data["status"] == "INCONCLUSIVE" and answer.data["provider_used"]

    def test_image_from_bytes_and_from_a_path(self, tenant: Tenant, tmp_path: Path) -> None:
        answer = tenant.client.verify.image(png(64, 48), "The image is 64x48", filename="chart.png")
        assert answer.data["verdict"] == "SUPPORTED"
        assert answer.data["metadata"]["width"] == 64
        file = tmp_path / "wide.png"
        file.write_bytes(png(40, 10))
        assert tenant.client.verify.image(file, "The image is 10x10").data["verdict"] == "REFUTED"

    def test_stats_from_text_and_from_a_file(self, tenant: Tenant, tmp_path: Path) -> None:
        text = "region,price\nEU,10\nEU,20\nUS,5\n"
        answer = tenant.client.verify.stats(text, "mean of price where region = EU", include_attestation=True)
        assert answer.data["status"] == "SUCCESS" and answer.data["computed_value"] == 15
        assert answer.attestation and answer.data["attestation"] == answer.attestation
        out = io.StringIO()
        csv.writer(out).writerows([["region", "price"], ["EU", "1,5"], ["EU", "2,5"]])
        file = tmp_path / "comma.csv"
        file.write_text(out.getvalue())
        answer = tenant.client.verify.stats(file, "sum of price", number_format="decimal_comma")
        assert answer.data["computed_value"] == 4

    def test_process(self, tenant: Tenant) -> None:
        trace = "Issue: whether the contract binds.\nRule: offer and acceptance.\nApplication: both happened.\nConclusion: it binds."
        assert "verified" in tenant.client.verify.process(trace).data
        answer = tenant.client.verify.process("step one then step two", mode="milestones", milestones=["step one", "step two"])
        assert answer.data["mode"] == "milestones"

    def test_rag(self, tenant: Tenant) -> None:
        chunks = [{"id": "c1", "metadata": {"document_id": "d1"}}, {"id": "c2", "metadata": {"document_id": "d2"}}]
        answer = tenant.client.verify.rag("d1", chunks, max_drm_rate="0")
        assert answer.data["verified"] is False and answer.data["drm_rate_exact"] == "1/2"
        assert tenant.client.verify.rag("d1", chunks[:1]).data["verified"] is True

    def test_consensus(self, tenant: Tenant) -> None:
        answer = tenant.client.verify.consensus("(2/3 + 1/6) * 12 - 7", verification_mode="maximum", min_confidence=0)
        assert answer.data["agreement_status"] == "UNANIMOUS" and answer.data["final_answer"] == "3"


class TestBatches:
    ITEMS = [{"query": "2+2=4", "type": "math"}, {"query": "(declare p Bool) (and p (not p))", "type": "logic"}]

    def test_synchronous(self, tenant: Tenant) -> None:
        job = tenant.client.verify.batch(self.ITEMS)
        assert job.status == 200 and job.data["status"] == "completed"
        assert [r["verified"] for r in job.data["results"]] == [True, False]
        assert tenant.client.verify.get_batch(job.data["job_id"]).data["job_id"] == job.data["job_id"]

    def test_queued_and_polled(self, tenant: Tenant) -> None:
        queued = tenant.client.verify.batch(self.ITEMS, asynchronous=True)
        assert queued.status == 202 and queued.data["status"] == "queued"
        done = tenant.client.verify.wait_for_batch(queued.data["job_id"], interval=0.2, max_wait=60)
        assert done.data["status"] == "completed" and done.data["summary"]["verified"] == 1
        assert tenant.client.verify.run_batch(self.ITEMS[:1], interval=0.2).data["summary"]["total"] == 1

    def test_an_idempotency_key_returns_the_same_job(self, tenant: Tenant) -> None:
        key = str(uuid.uuid4())
        first = tenant.client.verify.batch(self.ITEMS, idempotency_key=key)
        again = tenant.client.verify.batch(self.ITEMS, idempotency_key=key)
        assert again.data["job_id"] == first.data["job_id"] and again.replayed and not first.replayed


class TestAttestations:
    def test_positive_verdict_online_offline_and_by_id(self, tenant: Tenant) -> None:
        answer = tenant.client.verify.math("2+2=4", include_attestation=True)
        jwt = answer.attestation
        assert jwt
        jti = decode_attestation(jwt)["payload"]["jti"]

        online = tenant.client.attestations.verify(jwt).data
        assert online["valid"] is True and online["result"]["verified"] is True

        registry = tenant.client.attestations.registry().data
        offline = verify_attestation(jwt, registry=registry, revoked=tenant.client.attestations.revocations().data)
        assert offline.valid and offline.verified and offline.result and offline.result.status == "VERIFIED"
        assert offline.to_dict()["result"] == online["result"]
        by_jwks = verify_attestation(jwt, jwks=tenant.client.attestations.jwks().data)
        assert by_jwks.verified
        assert parse_jwks(tenant.client.attestations.jwks().data)[0].did == offline.claims["iss"]
        assert tenant.client.attestations.verify_offline(jwt).verified

        record = tenant.client.attestations.get(jti).data
        assert record["id"] == jti and record["verified"] is True and record["status"] == "valid"
        assert tenant.client.attestations.get(jti, format="jwt").data == jwt
        assert tenant.client.attestations.get(jti, format="decoded").data["payload"]["jti"] == jti

    def test_a_negative_verdict_is_validly_signed_but_not_verified(self, tenant: Tenant) -> None:
        jwt = tenant.client.verify.math("2+2=5", include_attestation=True).attestation
        online = tenant.client.attestations.verify(jwt).data
        assert online["valid"] is True and online["result"]["verified"] is False
        offline = tenant.client.attestations.verify_offline(jwt)
        assert offline.valid is True and offline.verified is False
        assert offline.result and offline.result.status == "CORRECTED"

    def test_revocation_reaches_online_and_offline_checks(self, tenant: Tenant) -> None:
        jwt = tenant.client.verify.math("3*3=9", include_attestation=True).attestation
        jti = decode_attestation(jwt)["payload"]["jti"]
        revoked = tenant.owner.attestations.revoke(jti, reason="python sdk test")
        assert revoked.data["status"] == "revoked" and revoked.data["id"] == jti
        online = tenant.client.attestations.verify(jwt).data
        assert online["valid"] is False and online["status"] == "revoked" and online["code"] == "ATT-006"
        listed = tenant.client.attestations.revocations().data
        assert jti in {entry["jti"] for entry in listed["revoked"]}
        offline = verify_attestation(jwt, registry=tenant.client.attestations.registry().data, revoked=listed)
        assert (offline.valid, offline.status, offline.code) == (False, "revoked", "ATT-006")
        assert tenant.client.attestations.get(jti).data["status"] == "revoked"

    def test_a_forged_attestation_is_refused_everywhere(self, tenant: Tenant) -> None:
        jwt = tenant.client.verify.math("2+2=5", include_attestation=True).attestation
        header, payload, signature = jwt.split(".")
        decoded = decode_attestation(jwt)["payload"]
        decoded["qwed"]["result"] = {"status": "VERIFIED", "verified": True, "engine": "math"}
        forged_payload = base64.urlsafe_b64encode(json.dumps(decoded).encode()).rstrip(b"=").decode()
        forged = f"{header}.{forged_payload}.{signature}"
        assert tenant.client.attestations.verify(forged).data["code"] == "ATT-003"
        outcome = tenant.client.attestations.verify_offline(forged)
        assert (outcome.valid, outcome.verified, outcome.code) == (False, False, "ATT-003")

    def test_unknown_attestation_is_a_404(self, tenant: Tenant) -> None:
        with pytest.raises(VerdictApiError) as caught:
            tenant.client.attestations.get("att_does_not_exist")
        assert caught.value.status == 404 and caught.value.code == "NOT_FOUND"


class TestErrors:
    def test_a_problem_becomes_an_exception_with_its_fields(self, tenant: Tenant) -> None:
        with pytest.raises(VerdictApiError) as caught:
            tenant.client.verify.math("", request_id="python-sdk-trace-1")
        error = caught.value
        assert error.status == 400 and error.code == "VALIDATION_ERROR"
        assert error.request_id == "python-sdk-trace-1"
        assert error.errors and error.errors[0]["path"].endswith("expression")
        assert error.problem and error.title and error.type and error.retry_after is None

    def test_a_refused_key(self, service_url: str) -> None:
        with pytest.raises(VerdictApiError) as caught:
            VerdictClient(service_url, api_key="svc_live_not-a-real-key").verify.math("1+1=2")
        assert caught.value.status == 401 and caught.value.request_id
        assert "www-authenticate" in caught.value.headers

    def test_no_answer_is_a_network_error(self) -> None:
        with pytest.raises(VerdictNetworkError) as caught:
            VerdictClient("http://127.0.0.1:9", api_key="", timeout=5).health()
        assert caught.value.kind == "network" and caught.value.method == "GET"


class TestAccountsAndKeys:
    def test_me_list_rotate_revoke(self, tenant: Tenant) -> None:
        me = tenant.owner.auth.me().data
        assert me["user"]["email"] == tenant.email and me["user"]["role"] == "owner"
        created = tenant.owner.auth.create_api_key("to-rotate")
        assert created.status == 201
        assert created.data["id"] in {k["id"] for k in tenant.owner.auth.list_api_keys().data["items"]}
        rotated = tenant.owner.auth.rotate_key(created.data["id"])
        assert rotated.data["rotated_from"] == created.data["id"]
        assert tenant.owner.auth.revoke_api_key(rotated.data["id"]).data["revoked"] is True
        signin = VerdictClient(tenant.url, api_key="").auth.signin(tenant.email, "correct horse battery staple")
        assert signin.data["token_type"] == "bearer"

    def test_a_repeated_idempotency_key_creates_one_key(self, tenant: Tenant) -> None:
        key = str(uuid.uuid4())
        first = tenant.owner.auth.create_api_key("once", idempotency_key=key)
        again = tenant.owner.auth.create_api_key("once", idempotency_key=key)
        assert again.replayed and again.data["id"] == first.data["id"]


class TestAgents:
    def test_register_verify_tool_activity(self, tenant: Tenant) -> None:
        agent = tenant.client.agents.register("python-agent", permissions=["math"], max_cost_per_day=5).data
        assert agent["agent_token"].startswith("svc_agent_")
        as_agent = tenant.client.with_credentials(agent_token=agent["agent_token"])
        step = as_agent.agents.verify(agent["agent_id"], "2+2=4", engine="math", conversation_id="c1", step_number=1)
        assert step.data["verified"] is True and step.data["engine"] == "math"
        with pytest.raises(VerdictApiError) as replay:
            as_agent.agents.verify(agent["agent_id"], "2+2=4", engine="math", conversation_id="c1", step_number=1)
        assert replay.value.status == 409 and replay.value.code == "SVC-AGENT-LOOP-002"
        tool = tenant.client.agents.tool_call(agent["agent_id"], "read_file", tool_params={"path": "a.txt"}, agent_token=agent["agent_token"])
        assert tool.data["decision"] in ("allow", "deny", "require_approval")
        activity = as_agent.agents.activity(agent["agent_id"], limit=5).data
        assert activity["agent_id"] == agent["agent_id"] and activity["items"]
        assert agent["agent_id"] in {a["agent_id"] for a in tenant.client.agents.list().data["items"]}


class TestAuditAndReports:
    def test_audit_trail(self, tenant: Tenant) -> None:
        tenant.client.verify.math("1+1=2")
        page = tenant.owner.audit.logs(limit=2).data
        assert page["items"] and page["limit"] == 2
        entries = list(tenant.owner.audit.iter_logs(page_size=2, max_entries=5))
        assert 0 < len(entries) <= 5 and len({e["id"] for e in entries}) == len(entries)
        one = tenant.owner.audit.log(entries[0]["id"]).data
        assert one["entry_hash"] == entries[0]["entry_hash"]
        assert tenant.owner.audit.export_csv().data.startswith("id,")
        check = tenant.client.admin.verify_audit_entry(entries[0]["id"]).data
        assert check["valid"] is True
        assert tenant.client.admin.compliance_export_csv().data.count("\n") >= 1
        assert tenant.client.admin.soc2_report(tenant.org_id).data["organization_id"] == int(tenant.org_id)
        assert "totals" in tenant.client.admin.threats(tenant.org_id).data

    def test_metrics_logs_badges(self, tenant: Tenant) -> None:
        assert tenant.owner.metrics.summary().data["scope"] in ("organization", "platform")
        assert tenant.owner.metrics.organization(tenant.org_id).data["organization_id"] == int(tenant.org_id)
        assert "# TYPE" in tenant.owner.metrics.prometheus().data
        assert tenant.client.logs.list(limit=3).data["items"]
        assert tenant.client.badges.verified(verified=True).data.lstrip().startswith("<svg")
        assert tenant.client.badges.custom(label="verdict", message="ok", color="#22aa55").data.lstrip().startswith("<svg")
        assert "<svg" in tenant.client.badges.engine("math").data
        assert "<svg" in tenant.client.badges.status("verified").data


class TestWebhooks:
    def test_create_list_update_delete(self, tenant: Tenant) -> None:
        created = tenant.client.webhooks.create("https://hooks.example.com/verdict", ["attestation.revoked"], description="sdk")
        assert created.data["secret"].startswith("whsec_")
        hook = created.data["id"]
        assert hook in {w["id"] for w in tenant.client.webhooks.list().data["items"]}
        assert tenant.client.webhooks.get(hook).data["url"] == "https://hooks.example.com/verdict"
        assert tenant.client.webhooks.update(hook, status="disabled").data["status"] == "disabled"
        assert tenant.client.webhooks.deliveries(hook, limit=5).data["items"] == []
        tenant.client.webhooks.delete(hook)
        with pytest.raises(VerdictApiError) as gone:
            tenant.client.webhooks.get(hook)
        assert gone.value.status == 404


class TestGateway:
    def test_upstreams_policy_and_a_completion_refused_for_a_model_no_upstream_allows(self, tenant: Tenant) -> None:
        created = tenant.client.gateway.create_upstream("sdk", "https://llm.example.com/v1", ["gpt-sdk"], api_key="sk-sdk")
        upstream = created.data["id"]
        assert created.data["has_api_key"] is True and "api_key" not in created.data
        assert upstream in {u["id"] for u in tenant.client.gateway.list_upstreams().data["items"]}
        before = tenant.client.gateway.policy().data["version"]
        changed = tenant.client.gateway.set_policy({"math": "correct", "code": "block"}).data
        assert changed["version"] == before + 1 and changed["engines"]["math"] == "correct"
        with pytest.raises(VerdictApiError) as refused:
            tenant.client.gateway.chat_completion("another-model", [{"role": "user", "content": "2+2?"}])
        assert refused.value.status == 400 and refused.value.code == "VALIDATION_ERROR"
        tenant.client.gateway.delete_upstream(upstream)
        assert upstream not in {u["id"] for u in tenant.client.gateway.list_upstreams().data["items"]}


def test_models_match_the_services_openapi_document(service_url: str) -> None:
    """verdict/models.py is generated from /openapi.json: regenerate it (tools/generate_models.py) when this fails."""
    tools = Path(__file__).resolve().parent.parent / "tools"
    sys.path.insert(0, str(tools))
    try:
        import generate_models
    finally:
        sys.path.remove(str(tools))
    expected = generate_models.generate(generate_models.load(f"{service_url.rstrip('/')}/openapi.json"))
    shipped = (Path(verdict.__file__).parent / "models.py").read_text(encoding="utf-8")
    assert shipped == expected, "verdict/models.py is stale: python3 clients/python/tools/generate_models.py <url>/openapi.json"


def test_every_operation_of_the_api_has_a_method(service_url: str) -> None:
    """Every operation /openapi.json documents is called by some method of the client (MCP, the console and the
    documentation pages aside: they are for other clients)."""
    with urllib.request.urlopen(f"{service_url.rstrip('/')}/openapi.json", timeout=30) as answer:
        document = json.loads(answer.read())
    documented = {
        (method.upper(), re.sub(r"\{[^}]+\}", "{}", re.sub(r"^/v1", "", path)))
        for path, item in document["paths"].items()
        for method in item
        if method in ("get", "post", "put", "patch", "delete") and not re.match(r"^/(mcp|console|docs|openapi\.json)", path)
    }
    source = (Path(verdict.__file__).parent / "client.py").read_text(encoding="utf-8")
    called = set()
    for method, path in re.findall(r'request\(\s*"(\w+)",\s*f?"([^"]+)"', source):
        called.add((method, re.sub(r"\{[^}]+\}", "{}", path)))
    for assigned in re.finditer(r'path = f?"([^"]+)"', source):
        used = re.compile(r'request\(\s*"(\w+)",\s*path\b').search(source, assigned.end())
        if used:
            called.add((used.group(1), re.sub(r"\{[^}]+\}", "{}", assigned.group(1))))
    called |= {("POST", path) for path in re.findall(r'self\._post\(\s*"([^"]+)"', source)}
    called |= {("GET", re.sub(r"\{[^}]+\}", "{}", path)) for path in re.findall(r'self\._svg\(\s*f?"([^"]+)"', source)}
    missing = sorted(documented - called)
    assert not missing, f"operations without a client method: {missing}"
