"""Hand labels of the round-2 code held-out set.

label: "vulnerable" (an exploitable weakness of high severity: injection, unsafe deserialisation, verification turned
off, unverified identity, open redirect, traversal, XSS...) or "safe" (no such weakness).
cwe: the weakness, for vulnerable snippets.
bandit: for Python, the Bandit test IDs that independently corroborate the label ("clean" = Bandit 1.6.2 reports
nothing of MEDIUM or HIGH severity); None where Bandit cannot see the weakness (evasions, flows through variables,
rules Bandit does not have, or Bandit 1.6.2 on Python >= 3.8 not seeing string constants). For JavaScript every label
is a hand label.
"""

LABELS = {
    # Python, vulnerable
    "py01_ping_fstring_shell.py": ("vulnerable", "CWE-78", ["B602"], "f-string command with request data, shell=True"),
    "py02_popen_convert.py": ("vulnerable", "CWE-78", ["B605"], "os.popen with concatenated argv input"),
    "py03_pickle_session.py": ("vulnerable", "CWE-502", ["B301"], "pickle.loads of a cookie"),
    "py04_yaml_full_loader.py": ("vulnerable", "CWE-502", ["B506"], "yaml.load with the unsafe Loader on a request body"),
    "py05_sql_percent.py": ("vulnerable", "CWE-89", None, "SQL built with % formatting"),
    "py06_sql_format_delete.py": ("vulnerable", "CWE-89", None, "SQL built with str.format from form fields"),
    "py07_requests_verify_false.py": ("vulnerable", "CWE-295", ["B501"], "verify=False"),
    "py08_verify_from_settings_dict.py": ("vulnerable", "CWE-295", None, "verify fed by a constant dict entry that is False"),
    "py09_importlib_getattr_concat.py": ("vulnerable", "CWE-78", None, "os.system reached by import_module('o'+'s') and getattr('sys'+'tem')"),
    "py10_vars_builtins_exec.py": ("vulnerable", "CWE-94", None, "exec reached through vars(builtins) and implicit string concatenation"),
    "py11_sql_join_filters.py": ("vulnerable", "CWE-89", None, "WHERE clause joined from request keys and values"),
    "py12_jinja_template_from_request.py": ("vulnerable", "CWE-1336", None, "server-side template injection: template text from the request"),
    "py13_path_join_download.py": ("vulnerable", "CWE-22", None, "os.path.join with a request file name (../ or absolute path)"),
    "py14_ssl_cert_none.py": ("vulnerable", "CWE-295", None, "check_hostname False and CERT_NONE on the context used"),
    "py15_paramiko_autoadd.py": ("vulnerable", "CWE-295", None, "paramiko AutoAddPolicy: host key not verified"),
    "py16_jwt_no_verify_auth.py": ("vulnerable", "CWE-347", None, "role taken from a JWT decoded without signature verification"),
    "py17_flask_redirect_next.py": ("vulnerable", "CWE-601", None, "redirect to the next query parameter"),
    "py18_popen_bash_c.py": ("vulnerable", "CWE-78", None, "bash -c with a concatenated argument through an argument vector"),
    "py19_dispatch_dict_eval.py": ("vulnerable", "CWE-95", None, "eval reached by a request-chosen key of a dict"),
    "py20_marshal_socket.py": ("vulnerable", "CWE-502", ["B302", "B102"], "marshal.loads of socket data then exec"),
    # Python, safe
    "ps01_ping_argv_list.py": ("safe", None, "clean", "argument vector, no shell, '--' before the host"),
    "ps02_sql_params.py": ("safe", None, "clean", "parameterised query"),
    "ps03_yaml_safe_load.py": ("safe", None, "clean", "yaml.safe_load"),
    "ps04_requests_default_verify.py": ("safe", None, "clean", "default certificate verification"),
    "ps05_json_body.py": ("safe", None, "clean", "json.loads"),
    "ps06_html_escape.py": ("safe", None, "clean", "html.escape around the only dynamic piece"),
    "ps07_shlex_quote_shell.py": ("safe", None, None, "shell=True but every dynamic piece is shlex.quote'd (Bandit B602 reports it: a Bandit false positive)"),
    "ps08_secure_filename.py": ("safe", None, "clean", "secure_filename before join"),
    "ps09_pbkdf2.py": ("safe", None, "clean", "PBKDF2-SHA256 with random salt, constant-time compare"),
    "ps10_secrets_token.py": ("safe", None, "clean", "secrets.token_urlsafe"),
    "ps11_verify_constant_true.py": ("safe", None, "clean", "verify is a CA bundle or True in both branches"),
    "ps12_operator_dispatch.py": ("safe", None, "clean", "dict of operator functions only, ints"),
    "ps13_literal_eval.py": ("safe", None, "clean", "ast.literal_eval"),
    "ps14_jinja_autoescape.py": ("safe", None, "clean", "Environment with autoescape, template from disk"),
    "ps15_sql_constant_concat.py": ("safe", None, "clean", "SQL concatenated from module constants only"),
    "ps16_redirect_url_for.py": ("safe", None, "clean", "redirect to url_for of an own endpoint"),
    # JavaScript, vulnerable
    "js01_exec_template.js": ("vulnerable", "CWE-78", None, "exec with a template literal holding a query parameter"),
    "js02_eval_body.js": ("vulnerable", "CWE-95", None, "eval of a body field"),
    "js03_new_function.js": ("vulnerable", "CWE-95", None, "new Function with a query parameter"),
    "js04_sql_concat.js": ("vulnerable", "CWE-89", None, "SQL concatenated from body fields"),
    "js05_sql_columns_join.js": ("vulnerable", "CWE-89", None, "column list joined from a query parameter"),
    "js06_innerhtml_hash.js": ("vulnerable", "CWE-79", None, "innerHTML from location.hash"),
    "js07_res_send_html.js": ("vulnerable", "CWE-79", None, "res.send of HTML with a query parameter"),
    "js08_env_tls_off.js": ("vulnerable", "CWE-295", None, "NODE_TLS_REJECT_UNAUTHORIZED = '0'"),
    "js09_agent_option_object.js": ("vulnerable", "CWE-295", None, "rejectUnauthorized fed by a constant object property that is false"),
    "js10_jwt_decode_auth.js": ("vulnerable", "CWE-347", None, "role taken from jwt.decode (no verification)"),
    "js11_location_header.js": ("vulnerable", "CWE-601", None, "302 Location header from a query parameter"),
    "js12_readfile_param.js": ("vulnerable", "CWE-22", None, "path.join with a decoded route parameter"),
    "js13_deep_merge.js": ("vulnerable", "CWE-1321", None, "recursive merge of a request body (__proto__)"),
    "js14_require_concat.js": ("vulnerable", "CWE-78", None, "require('child'+'_process')['ex'+'ecSync'] on a query parameter"),
    "js15_vm_context.js": ("vulnerable", "CWE-94", None, "vm.runInNewContext of request code (vm is not a security boundary)"),
    "js16_settimeout_string_browser.js": ("vulnerable", "CWE-95", None, "setTimeout with a string built from the URL (browser)"),
    # JavaScript, safe
    "jsafe01_spawn_generated_paths.js": ("safe", None, None, "spawn with an argument vector of server-generated paths"),
    "jsafe02_pg_params.js": ("safe", None, None, "parameterised query"),
    "jsafe03_textcontent.js": ("safe", None, None, "textContent"),
    "jsafe04_escape_html.js": ("safe", None, None, "escape-html around the only dynamic piece"),
    "jsafe05_json_parse.js": ("safe", None, None, "JSON.parse and Number"),
    "jsafe06_jwt_verify.js": ("safe", None, None, "jwt.verify with a secret and an algorithm list"),
    "jsafe07_redirect_allowlist.js": ("safe", None, None, "redirect only to an allow-listed path"),
    "jsafe08_random_bytes.js": ("safe", None, None, "crypto.randomBytes"),
    "jsafe09_path_confined.js": ("safe", None, None, "path.resolve then startsWith(ROOT + sep)"),
    "jsafe10_tls_strict_constant.js": ("safe", None, None, "rejectUnauthorized fed by a constant true"),
    "jsafe11_dompurify.js": ("safe", None, None, "innerHTML of DOMPurify.sanitize output"),
    "jsafe12_execfile_constant.js": ("safe", None, None, "execFile with constant arguments"),
}
