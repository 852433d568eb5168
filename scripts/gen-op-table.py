#!/usr/bin/env python3
"""Generate data/op_table.txt, the table of MLIR operation signatures the rule checker uses.

The table is derived from MLIR's ODS (TableGen) definitions: `llvm-tblgen --dump-json` is run
over each source .td file below, and every op record of an in-scope dialect is turned into one
line listing its operands, results, attributes/properties, successors and regions.

Usage:
    scripts/gen-op-table.py            regenerate data/op_table.txt
    scripts/gen-op-table.py --check    validate the checked-in table (parse it back, assert known
                                       facts, cross-check against the ODS-generated C++ headers,
                                       and verify it is up to date with the installed ODS files)

The LLVM 22 tools are taken from $LLVM_22_BIN (default /usr/lib/llvm-22/bin); the ODS include
directory is the `include` directory next to it (override with --include). Only the Python 3
standard library is used.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter, OrderedDict

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(REPO, "data", "op_table.txt")
ATTR_OUTPUT = os.path.join(REPO, "data", "attr_table.txt")
ASM_OUTPUT = os.path.join(REPO, "data", "asm_table.txt")
SCRIPT_REL = "scripts/gen-op-table.py"

# (ODS file relative to the include directory, dialects whose ops are taken from it).
SOURCES = [
    ("mlir/IR/BuiltinOps.td", {"builtin"}),
    ("mlir/Dialect/Func/IR/FuncOps.td", {"func"}),
    ("mlir/Dialect/Arith/IR/ArithOps.td", {"arith"}),
    ("mlir/Dialect/Math/IR/MathOps.td", {"math"}),
    ("mlir/Dialect/Index/IR/IndexOps.td", {"index"}),
    ("mlir/Dialect/ControlFlow/IR/ControlFlowOps.td", {"cf"}),
    ("mlir/Dialect/SCF/IR/SCFOps.td", {"scf"}),
    ("mlir/Dialect/MemRef/IR/MemRefOps.td", {"memref"}),
    ("mlir/Dialect/Complex/IR/ComplexOps.td", {"complex"}),
    ("mlir/Dialect/Vector/IR/VectorOps.td", {"vector"}),
    ("mlir/Dialect/UB/IR/UBOps.td", {"ub"}),
    ("mlir/Dialect/LLVMIR/LLVMOps.td", {"llvm"}),
    ("mlir/Dialect/LLVMIR/LLVMIntrinsicOps.td", {"llvm"}),
]
# Enums the hand-written printers of MLIR's custom ops print by case name (llvm.icmp, llvm.fcmp,
# llvm.func, llvm.mlir.global, llvm.call).
PRINTER_ENUMS = ["ICmpPredicate", "FCmpPredicate", "Visibility", "UnnamedAddr", "TailCallKind"]
DIALECTS = sorted(set().union(*(d for _, d in SOURCES)))
FIELDS = ["operands", "results", "attrs", "successors", "regions", "typeattrs"]

# Superclass names (from the records' `!superclasses`) that decide the classification.
VARIADIC_TYPE = {"Variadic", "VariadicOfVariadic"}
OPTIONAL_TYPE = {"Optional"}
OPTIONAL_ATTR = {"OptionalAttr", "DefaultValuedAttr", "DefaultValuedOptionalAttr"}
DEFAULTED_PROP = {"DefaultValuedProp", "OptionalProp", "_cls_UnitProp"}


class Unclassified(Exception):
    pass


def tools_dir():
    return os.environ.get("LLVM_22_BIN") or "/usr/lib/llvm-22/bin"


def mlir_version(tblgen):
    if not os.access(tblgen, os.X_OK):
        sys.exit(f"gen-op-table: {tblgen} not found (set $LLVM_22_BIN or run scripts/setup.sh)")
    out = subprocess.run([tblgen, "--version"], check=True, capture_output=True, text=True).stdout
    m = re.search(r"LLVM version (\d+)\.(\d+)", out)
    if not m:
        sys.exit(f"gen-op-table: cannot parse `{tblgen} --version`: {out!r}")
    if m.group(1) != "22":
        sys.exit(f"gen-op-table: {tblgen} is LLVM {m.group(1)}.{m.group(2)}, expected 22")
    return f"{m.group(1)}.{m.group(2)}"


def dump_records(tblgen, include, td, tmp):
    path = os.path.join(include, td)
    if not os.path.exists(path):
        sys.exit(f"gen-op-table: {path} not found")
    out = os.path.join(tmp, td.replace("/", "_") + ".json")
    subprocess.run([tblgen, "--dump-json", "-I", include, path, "-o", out], check=True)
    with open(out) as f:
        return json.load(f)


def superclasses(rec):
    return set(rec["!superclasses"])


def unwrap(d, name):
    """Follows Arg<>/Res<> wrappers (class OpVariable) to the underlying constraint record."""
    rec = d[name]
    while "OpVariable" in superclasses(rec):
        name = rec["constraint"]["def"]
        rec = d[name]
    return name, rec


def attr_optional_by_class(d, name, rec):
    """Optionality of an attribute from its superclasses (ConfinedAttr: that of its base)."""
    sc = superclasses(rec)
    if name == "UnitAttr" or sc & OPTIONAL_ATTR:
        return True
    if "ConfinedAttr" in sc and rec.get("baseAttr"):
        base = rec["baseAttr"]["def"]
        return attr_optional_by_class(d, base, d[base])
    return False


def classify_arg(d, op, def_name):
    """Returns (field, suffix) for one entry of an op's `arguments` dag."""
    name, rec = unwrap(d, def_name)
    sc = superclasses(rec)
    if "TypeConstraint" in sc:
        if sc & VARIADIC_TYPE:
            return "operands", "*"
        if sc & OPTIONAL_TYPE:
            return "operands", "?"
        return "operands", ""
    if "Attr" in sc:
        by_class = attr_optional_by_class(d, name, rec)
        # Cross-check with the fields ODS itself consults (Attribute::isOptional/hasDefaultValue).
        by_field = bool(rec.get("isOptional")) or bool(rec.get("defaultValue"))
        if by_class != by_field:
            raise Unclassified(
                f"{op}: attribute {name}: superclasses say optional={by_class}, "
                f"isOptional/defaultValue say {by_field}"
            )
        return "attrs", "?" if by_class else ""
    if "Property" in sc:
        # ODS treats a property as optional exactly when it has a default value; besides
        # DefaultValuedProp/OptionalProp/UnitProp, some (e.g. LLVM's enum flag properties) set
        # `defaultValue` directly, so the field decides.
        has_default = bool(rec.get("defaultValue"))
        if sc & DEFAULTED_PROP and not has_default:
            raise Unclassified(f"{op}: property {name} is a defaulted kind but has no default")
        return "attrs", "?" if has_default else ""
    raise Unclassified(f"{op}: argument {def_name} ({sorted(sc)}) is no type, attribute or property")


def classify_result(d, op, def_name):
    name, rec = unwrap(d, def_name)
    sc = superclasses(rec)
    if "TypeConstraint" not in sc:
        raise Unclassified(f"{op}: result {def_name} ({sorted(sc)}) is not a type constraint")
    if sc & VARIADIC_TYPE:
        return "*"
    if sc & OPTIONAL_TYPE:
        return "?"
    return ""


def classify_simple(d, op, def_name, base, variadic):
    rec = d[def_name]
    sc = superclasses(rec)
    if base not in sc:
        raise Unclassified(f"{op}: {def_name} ({sorted(sc)}) is not a {base}")
    return "*" if variadic in sc else ""


def traits(d, lst):
    for t in lst:
        if not isinstance(t, dict) or "def" not in t:
            continue
        rec = d[t["def"]]
        if "TraitList" in superclasses(rec):
            yield from traits(d, rec.get("traits", []))
        else:
            yield t["def"]


def accepts_type(d, def_name):
    """Whether an attribute takes a type as its value: a TypeAttr, or any attribute at all."""
    name, rec = unwrap(d, def_name)
    if "Property" in superclasses(rec):
        return False
    while True:
        sc = superclasses(d[name])
        if "TypeAttrBase" in sc:
            return True
        if (d[name].get("storageType") or "").strip() == "::mlir::Attribute":
            return True
        base = d[name].get("baseAttr")
        if not base or not sc & {"OptionalAttr", "DefaultValuedAttr", "ConfinedAttr",
                                 "DefaultValuedOptionalAttr"}:
            return False
        name = base["def"]


def op_signature(d, rec_name):
    rec = d[rec_name]
    dialect = d[rec["opDialect"]["def"]]["name"]
    op = f"{dialect}.{rec['opName']}"
    sig = {f: [] for f in FIELDS}

    def add(field, argname, suffix):
        if argname is not None and not re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*", argname):
            raise Unclassified(f"{op}: unexpected {field} name {argname!r}")
        sig[field].append([argname, suffix])

    for def_ref, argname in rec["arguments"]["args"]:
        field, suffix = classify_arg(d, op, def_ref["def"])
        add(field, argname, suffix)
        if field == "attrs" and accepts_type(d, def_ref["def"]):
            add("typeattrs", argname, "")
    for def_ref, argname in rec["results"]["args"]:
        add("results", argname, classify_result(d, op, def_ref["def"]))
    for def_ref, argname in rec["successors"]["args"]:
        add("successors", argname, classify_simple(d, op, def_ref["def"], "Successor", "VariadicSuccessor"))
    for def_ref, argname in rec["regions"]["args"]:
        add("regions", argname, classify_simple(d, op, def_ref["def"], "Region", "VariadicRegion"))
    # Unnamed ODS values get a positional name `_N` (N = index within the field).
    for field in FIELDS:
        for i, entry in enumerate(sig[field]):
            if entry[0] is None:
                entry[0] = f"_{i}"

    trait_names = set(traits(d, rec.get("traits", [])))
    if "AttrSizedResultSegments" in trait_names:
        raise Unclassified(f"{op}: AttrSizedResultSegments is not representable in the table")
    segments = "AttrSizedOperandSegments" in trait_names
    return dialect, op, format_line(op, sig, segments)


def format_line(op, sig, segments):
    parts = [op]
    for field in FIELDS:
        if sig[field]:
            parts.append(field + "=" + ",".join(n + s for n, s in sig[field]))
    if segments:
        parts.append("segments")
    return " ".join(parts)


def generate(include):
    tblgen = os.path.join(tools_dir(), "llvm-tblgen")
    version = mlir_version(tblgen)
    lines = {}
    origin = {}
    problems = []
    attrs = {}
    asm = {}
    enums = {}
    defaults = {}
    with tempfile.TemporaryDirectory() as tmp:
        for td, dialects in SOURCES:
            d = dump_records(tblgen, include, td, tmp)
            for rec_name in d["!instanceof"].get("AttrDef", []):
                kind, line = attr_line(d, rec_name)
                if kind and kind.split(".", 1)[0] in dialects:
                    attrs[kind] = line
            for rec_name, kind in INT_ENUMS.items():
                if rec_name in d and kind.split(".")[0] in dialects:
                    attrs[kind] = int_enum_line(d, rec_name, kind)
            for rec_name in sorted(d["!instanceof"].get("Op", [])):
                rec = d[rec_name]
                if d[rec["opDialect"]["def"]]["name"] not in dialects:
                    continue
                try:
                    _, op, line = op_signature(d, rec_name)
                except Unclassified as e:
                    problems.append(str(e))
                    continue
                entry = asm_entry(d, rec_name, op, enums)
                dl = defaults_line(d, rec_name, op)
                if dl:
                    defaults[op] = dl
                for e in PRINTER_ENUMS:
                    if e in d and "EnumInfo" in superclasses(d[e]):
                        enum_line(d, e, enums)
                if entry:
                    asm[op] = entry
                if op in lines and lines[op] != line:
                    problems.append(f"{op}: differs between {origin[op]} and {td}")
                lines[op] = line
                origin.setdefault(op, td)
    if problems:
        sys.exit("gen-op-table: could not classify:\n  " + "\n  ".join(problems))
    counts = Counter(op.split(".", 1)[0] for op in lines)
    missing = [x for x in DIALECTS if not counts[x]]
    if missing:
        sys.exit(f"gen-op-table: no ops found for {missing}")

    header = [
        f"# Generated by {SCRIPT_REL} from MLIR {version}'s ODS definitions. DO NOT EDIT BY HAND:",
        f"# re-run `python3 {SCRIPT_REL}` (and `--check`) instead.",
        "#",
        "# One op per line, sorted by op name:",
        "#   OPNAME [operands=..] [results=..] [attrs=..] [successors=..] [regions=..] [segments]",
        "# Fields are omitted when empty. Each lists names in ODS order; `*` marks a variadic",
        "# group, `?` an optional one. `attrs` holds attributes and properties: optional ones",
        "# (OptionalAttr, DefaultValued*, UnitAttr, properties with a default) carry `?`, the rest",
        "# are required. Unnamed ODS values are named `_N`, N being their index within the field.",
        "# `segments` marks ops with the AttrSizedOperandSegments trait. `typeattrs` lists the",
        "# attributes that take a type as their value (TypeAttr, or any attribute).",
        "#",
        "# Sources (under the LLVM 22 include directory):",
    ]
    header += [f"#   {td}" for td, _ in SOURCES]
    header += ["#", "# Ops per dialect: " + ", ".join(f"{x} {counts[x]}" for x in DIALECTS)]
    header += [f"# Total: {len(lines)}"]
    attr_header = [
        f"# Generated by {SCRIPT_REL} from MLIR {version}'s ODS definitions. DO NOT EDIT BY HAND:",
        f"# re-run `python3 {SCRIPT_REL}` (and `--check`) instead.",
        "#",
        "# The attributes that print as `#dialect.mnemonic<...>`, one per line, sorted by name:",
        "#   DIALECT.MNEMONIC [cases=..] [values=.. width=N]",
        "# `cases` lists the spellings of an enum attribute's cases in ODS order. Lines with",
        "# `values` are enums MLIR stores as integers of `width` bits (`#llvm.icmp_predicate<slt>`",
        "# in a rule file is `2 : i64`).",
        "#",
        f"# Total: {len(attrs)}",
    ]
    attr_text = "\n".join(attr_header + [attrs[k] for k in sorted(attrs)]) + "\n"
    asm_header = [
        f"# Generated by {SCRIPT_REL} from MLIR {version}'s ODS definitions. DO NOT EDIT BY HAND:",
        f"# re-run `python3 {SCRIPT_REL}` (and `--check`) instead.",
        "#",
        "# The declarative assembly formats of the ops that have one (lowrite's printer of MLIR's",
        "# custom form interprets them as ODS's generated printers do), and the enums they print:",
        "#   op NAME            an op; its `format` and `var` lines follow",
        "#   format TEXT        its assemblyFormat, whitespace collapsed",
        "#   var NAME KIND ..   a named operand, result, successor, region or attribute:",
        "#     operand|result [*|?] Q|S   Q: the type prints qualified, S: stripped of its dialect",
        "#     successor|region [*]",
        "#     attr MODE [default=N] [enum=E] [value=T]   MODE: unit (UnitAttr), sym (symbol name),",
        "#       notype (printAttributeWithoutType; value: the type of its value, when it is a",
        "#       signless integer, index or a float), full (printAttribute), stripped",
        "#       (printStrippedAttrOrType), enum (an integer-stored enum printed as its case),",
        "#       prop-enum (an enum property: case text, inside `mnemonic<...>` with mnemonic=M),",
        "#       elided (the segment sizes of a variadic-of-variadic operand, never printed);",
        "#       default: an integer default of an enum; attrdefault=TEXT: an attribute default",
        "#   defaults OP NAME=TEXT...   an op's default-valued attributes and properties with the",
        "#       text of their default (`_` for a space), which MLIR's generic form shows",
        "#   enum NAME int|bit SEP GROUPS CASE=VALUE...   an enum's cases (SEP for bit enums,",
        "#       `_` for a space; GROUPS 1 when combined cases print as their group)",
        "#",
        f"# Ops: {len(asm)}, enums: {len(enums)}",
    ]
    asm_text = "\n".join(asm_header + [enums[k] for k in sorted(enums)]
                         + [defaults[k] for k in sorted(defaults)]
                         + [asm[k] for k in sorted(asm)]) + "\n"
    return ("\n".join(header + [lines[op] for op in sorted(lines)]) + "\n", counts, attr_text,
            asm_text)


def enum_line(d, name, enums):
    """Records the enum `name` (an EnumInfo record) in `enums`; returns its name."""
    rec = d[name]
    sc = superclasses(rec)
    bit = "BitEnumBase" in sc or "BitEnumAttr" in sc
    cases = []
    for c in rec["enumerants"]:
        e = d[c["def"]]
        cases.append(f"{e['str']}={e['value']}")
    sep = (rec.get("separator") or "|").replace(" ", "_") if bit else "-"
    groups = "1" if rec.get("printBitEnumPrimaryGroups") else "0"
    enums[name] = f"enum {name} {'bit' if bit else 'int'} {sep} {groups} " + " ".join(cases)
    return name


def enum_default(d, enum_name, cpp):
    """The integer value of a C++ default (`::ns::Enum::case`, `Enum::case`) of an enum."""
    case = cpp.split("::")[-1]
    for c in d[enum_name]["enumerants"]:
        e = d[c["def"]]
        if case in (e["symbol"], e["str"]):
            return e["value"]
    raise Unclassified(f"enum {enum_name}: default {cpp!r} is no case")


def attr_mode(d, name, enums):
    """How ODS's generated printer prints the attribute constraint `name` in a format, and its
    default, as `var` line fields."""
    name, rec = unwrap(d, name)
    default = rec.get("defaultValue")
    base = name
    while d[base].get("baseAttr") and ("DefaultValuedAttr" in superclasses(d[base])
                                       or "OptionalAttr" in superclasses(d[base])
                                       or "ConfinedAttr" in superclasses(d[base])):
        base = d[base]["baseAttr"]["def"]
    brec = d[base]
    sc = superclasses(brec)
    if "Property" in superclasses(rec):
        psc = superclasses(rec)
        if "UnitProp" in psc or rec.get("storageType") == "bool":
            return "unit"
        if rec.get("enum"):
            e = enum_line(d, rec["enum"]["def"], enums)
            out = f"prop-enum enum={e}"
            if rec.get("mnemonic"):
                out += f" mnemonic={rec['mnemonic']}"
            if default:
                out += f" default={enum_default(d, e, default)}"
            return out
        return "full"
    if base == "UnitAttr" or "UnitAttr" in sc:
        return "unit"
    if "EnumAttrInfo" in sc:
        e = enum_line(d, base, enums)
        out = f"enum enum={e}"
        if default:
            out += f" default={enum_default(d, e, default)}"
        return out
    if base == "SymbolNameAttr":
        return "sym"
    if "EnumAttr" in sc and brec.get("enum"):
        e = enum_line(d, brec["enum"]["def"], enums)
        kind = d[brec["dialect"]["def"]]["name"] + "." + brec["mnemonic"]
        out = f"stripped enum={e} kind={kind}"
        if default is not None:
            value = 0 if default.strip() in ("{}", "") else enum_default(d, e, default)
            out += f" default={value}"
        return out
    vt = brec.get("valueType")
    if vt and d[vt["def"]].get("builderCall"):
        mode = "notype"
        value = value_type_text(d[vt["def"]]["builderCall"])
        if value:
            mode += f" value={value}"
    elif (brec.get("storageType") or "").strip() == "::mlir::Attribute":
        mode = "full"
    else:
        mode = "stripped"
    if default is not None and default.strip() in ("false", "true"):
        mode += f" attrdefault={default.strip()}"
    return mode


def value_type_text(builder_call):
    """The MLIR type of a typed attribute's value, from its value type's `builderCall`: a
    signless integer, `index` or a float, else None (the reader reads no other without its
    type)."""
    call = builder_call.replace(" ", "")
    m = re.fullmatch(r"\$_builder\.getIntegerType\((\d+)\)", call)
    if m:
        return f"i{m.group(1)}"
    m = re.fullmatch(r"\$_builder\.get(Index|I1|I8|I16|I32|I64|F16|BF16|F32|F64)Type\(\)", call)
    if m:
        return m.group(1).lower()
    return None


def type_mode(d, name):
    """`Q` when a type variable prints qualified (its C++ type is ::mlir::Type), `S` otherwise."""
    name, rec = unwrap(d, name)
    while "VariadicOfVariadic" not in superclasses(rec) and rec.get("baseType"):
        name = rec["baseType"]["def"]
        rec = d[name]
    cpp = (rec.get("cppType") or "::mlir::Type").strip()
    return "Q" if cpp == "::mlir::Type" else "S"


# Defaults of LLVM attributes whose C++ classes ODS does not describe (DialectAttr).
DIALECT_ATTR_DEFAULTS = {
    ("CConv", "CConv::C"): "#llvm.cconv<ccc>",
    ("TailCallKind", "TailCallKind::None"): "#llvm.tailcallkind<none>",
    ("Linkage", "Linkage::External"): "#llvm.linkage<external>",
}


def default_text(d, def_name):
    """The MLIR text of an attribute's or property's default value, as MLIR's generic printer
    shows a default-valued one that was not given, or None."""
    name, rec = unwrap(d, def_name)
    default = rec.get("defaultValue")
    if default is None:
        return None
    default = default.strip()
    sc = superclasses(rec)
    if "Property" in sc:
        if rec.get("enum"):
            return f"{enum_default(d, rec['enum']['def'], default)} : i32"
        return None
    base = name
    while d[base].get("baseAttr") and sc & {"DefaultValuedAttr", "ConfinedAttr"}:
        base = d[base]["baseAttr"]["def"]
        sc = superclasses(d[base])
    brec = d[base]
    if "UnitAttr" in sc or base == "UnitAttr":
        return None
    if "EnumAttr" in sc and brec.get("enum") and brec.get("mnemonic"):
        e = brec["enum"]["def"]
        kind = d[brec["dialect"]["def"]]["name"] + "." + brec["mnemonic"]
        if default in ("{}", ""):
            case = next(d[c["def"]]["str"] for c in d[e]["enumerants"] if d[c["def"]]["value"] == 0)
        else:
            value = enum_default(d, e, default)
            case = next(d[c["def"]]["str"] for c in d[e]["enumerants"] if d[c["def"]]["value"] == value)
        return f"#{kind}<{case}>"
    if "EnumAttrInfo" in sc:
        width = 64 if "I64EnumAttr" in sc else 32
        return f"{enum_default(d, base, default)} : i{width}"
    if (base, default) in DIALECT_ATTR_DEFAULTS:
        return DIALECT_ATTR_DEFAULTS[(base, default)]
    if base == "BoolAttr" and default in ("true", "false"):
        return default
    if base in ("I32Attr", "I64Attr", "I16Attr", "I8Attr", "I1Attr") and re.fullmatch(r"-?\d+", default):
        return f"{default} : i{base[1:-4]}"
    return None


def defaults_line(d, rec_name, op):
    """`defaults OP name=TEXT...` for the op's default-valued attributes, or None."""
    rec = d[rec_name]
    entries = []
    for def_ref, argname in rec["arguments"]["args"]:
        text = default_text(d, def_ref["def"])
        if text is not None:
            entries.append(f"{argname}={text.replace(' ', '_')}")
    return f"defaults {op} " + " ".join(entries) if entries else None


def asm_entry(d, rec_name, op, enums):
    """The `op`/`format`/`var` lines of an op with a declarative assembly format, else None."""
    rec = d[rec_name]
    fmt = rec.get("assemblyFormat")
    if not fmt or rec.get("hasCustomAssemblyFormat"):
        return None
    out = [f"op {op}", "format " + " ".join(fmt.split())]
    for def_ref, argname in rec["arguments"]["args"]:
        field, suffix = classify_arg(d, op, def_ref["def"])
        _, oprec = unwrap(d, def_ref["def"])
        if field == "operands" and "VariadicOfVariadic" in superclasses(oprec):
            out.append(f"var {oprec['segmentAttrName']} attr elided")
        if field == "operands":
            out.append(f"var {argname} operand{suffix} {type_mode(d, def_ref['def'])}".replace("operand ", "operand "))
        else:
            out.append(f"var {argname} attr {attr_mode(d, def_ref['def'], enums)}")
    for def_ref, argname in rec["results"]["args"]:
        out.append(f"var {argname} result{classify_result(d, op, def_ref['def'])} {type_mode(d, def_ref['def'])}")
    for def_ref, argname in rec["successors"]["args"]:
        v = classify_simple(d, op, def_ref["def"], "Successor", "VariadicSuccessor")
        out.append(f"var {argname} successor{v}")
    for def_ref, argname in rec["regions"]["args"]:
        v = classify_simple(d, op, def_ref["def"], "Region", "VariadicRegion")
        out.append(f"var {argname} region{v}")
    elided = {l.split()[1] for l in out if l.endswith(" attr elided")}
    out = [l for l in out if not (l.startswith("var ") and l.split()[1] in elided
                                  and not l.endswith(" attr elided"))]
    return "\n".join(out)


# Enums MLIR stores as plain integer attributes (`predicate = 2 : i64`), by ODS record, with the
# kind the rule language names them by: `#llvm.icmp_predicate<slt>` is that integer, and an
# `enum_map` from `arith.atomic_rmw_kind` reads one.
INT_ENUMS = {"ICmpPredicate": "llvm.icmp_predicate", "FCmpPredicate": "llvm.fcmp_predicate",
             "AtomicOrdering": "llvm.atomic_ordering", "AtomicBinOp": "llvm.atomic_bin_op",
             "AtomicRMWKindAttr": "arith.atomic_rmw_kind"}


def int_enum_line(d, rec_name, kind):
    """The line of an integer-stored enum: `KIND cases=.. values=.. width=N`."""
    rec = d[rec_name]
    cases = [d[c["def"]] for c in rec["enumerants"]]
    width = 64 if "I64EnumAttr" in superclasses(rec) else 32
    return (f"{kind} cases={','.join(c['str'] for c in cases)} "
            f"values={','.join(str(c['value']) for c in cases)} width={width}")


def attr_line(d, rec_name):
    """`(kind, line)` of an attribute definition with a mnemonic, `(None, None)` otherwise."""
    rec = d[rec_name]
    if not rec.get("mnemonic") or not rec.get("dialect"):
        return None, None
    kind = d[rec["dialect"]["def"]]["name"] + "." + rec["mnemonic"]
    enum = rec.get("enum")
    if not enum:
        return kind, kind
    cases = [d[c["def"]]["str"] for c in d[enum["def"]]["enumerants"]]
    return kind, f"{kind} cases={','.join(cases)}"


# ---------------------------------------------------------------------------------------------
# --check


def parse_table(text):
    """Parses the table back into {op: {"operands": [(name, suffix)], ..., "segments": bool}}."""
    ops = OrderedDict()
    for lineno, line in enumerate(text.splitlines(), 1):
        if not line or line.startswith("#"):
            continue
        parts = line.split(" ")
        op = parts[0]
        assert re.fullmatch(r"[a-z_]+\.[A-Za-z0-9_.]+", op), f"line {lineno}: bad op name {op!r}"
        assert op not in ops, f"line {lineno}: duplicate op {op}"
        sig = {f: [] for f in FIELDS}
        sig["segments"] = False
        last = -1
        for part in parts[1:]:
            if part == "segments":
                field_index = len(FIELDS)
                sig["segments"] = True
            else:
                key, _, value = part.partition("=")
                assert key in FIELDS and value, f"line {lineno}: bad field {part!r}"
                field_index = FIELDS.index(key)
                for item in value.split(","):
                    m = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_]*)([*?]?)", item)
                    assert m, f"line {lineno}: bad entry {item!r}"
                    sig[key].append((m.group(1), m.group(2)))
            assert field_index > last, f"line {lineno}: fields out of order"
            last = field_index
        ops[op] = sig
    assert list(ops) == sorted(ops), "ops are not sorted by name"
    return ops


def names(sig, field):
    return [n for n, _ in sig[field]]


def fixed_count(sig, field):
    return sum(1 for _, s in sig[field] if not s)


def check_facts(ops):
    def sig(op):
        assert op in ops, f"{op} missing"
        return ops[op]

    addi = sig("arith.addi")
    assert len(addi["operands"]) == 2 and all(not s for _, s in addi["operands"]), addi
    assert len(addi["results"]) == 1 and not addi["results"][0][1], addi
    assert ("overflowFlags", "?") in addi["attrs"], addi

    scf_for = sig("scf.for")
    assert ("initArgs", "*") in scf_for["operands"], scf_for
    assert len(scf_for["regions"]) == 1 and not scf_for["regions"][0][1], scf_for

    call = sig("func.call")
    assert any(s == "*" for _, s in call["operands"]), call
    assert any(s == "*" for _, s in call["results"]), call
    assert ("callee", "") in call["attrs"], call

    gep = sig("llvm.getelementptr")
    assert {"elem_type", "rawConstantIndices"} <= set(names(gep, "attrs")), gep
    assert ("elem_type", "") in gep["attrs"] and ("rawConstantIndices", "") in gep["attrs"], gep
    assert ("noWrapFlags", "?") in gep["attrs"], gep

    br = sig("cf.br")
    assert [s for _, s in br["operands"]] == ["*"], br
    assert len(br["successors"]) == 1, br

    cond_br = sig("cf.cond_br")
    assert cond_br["segments"] and len(cond_br["successors"]) == 2, cond_br
    switch = sig("cf.switch")
    assert switch["segments"] and ("caseDestinations", "*") in switch["successors"], switch
    assert sig("llvm.call")["segments"] and sig("memref.subview")["segments"]
    assert not addi["segments"]
    assert ("predicate", "") in sig("arith.cmpi")["attrs"]
    assert ("sym_name", "") in sig("func.func")["attrs"] and len(sig("func.func")["regions"]) == 1
    assert ("nontemporal", "?") in sig("memref.load")["attrs"]
    assert ("isVolatile", "") in sig("llvm.intr.memcpy")["attrs"]
    assert ("value", "?") in sig("llvm.mlir.global")["attrs"]
    assert ("bodyRegion", "") in sig("builtin.module")["regions"]
    assert [s for _, s in sig("builtin.unrealized_conversion_cast")["operands"]] == ["*"]
    print("check: known facts hold")


HEADERS = {
    "builtin": ["mlir/IR/BuiltinOps.h.inc"],
    "func": ["mlir/Dialect/Func/IR/FuncOps.h.inc"],
    "arith": ["mlir/Dialect/Arith/IR/ArithOps.h.inc"],
    "math": ["mlir/Dialect/Math/IR/MathOps.h.inc"],
    "index": ["mlir/Dialect/Index/IR/IndexOps.h.inc"],
    "cf": ["mlir/Dialect/ControlFlow/IR/ControlFlowOps.h.inc"],
    "scf": ["mlir/Dialect/SCF/IR/SCFOps.h.inc"],
    "memref": ["mlir/Dialect/MemRef/IR/MemRefOps.h.inc"],
    "complex": ["mlir/Dialect/Complex/IR/ComplexOps.h.inc"],
    "vector": ["mlir/Dialect/Vector/IR/VectorOps.h.inc"],
    "ub": ["mlir/Dialect/UB/IR/UBOps.h.inc"],
    "llvm": ["mlir/Dialect/LLVMIR/LLVMOps.h.inc", "mlir/Dialect/LLVMIR/LLVMIntrinsicOps.h.inc"],
}

# Trait spellings of mlir-tblgen's count traits, per field: (zero, one, exactly N, at least N, any).
COUNT_TRAITS = {
    "operands": ("ZeroOperands", "OneOperand", "NOperands", "AtLeastNOperands", "VariadicOperands"),
    "results": ("ZeroResults", "OneResult", "NResults", "AtLeastNResults", "VariadicResults"),
    "regions": ("ZeroRegions", "OneRegion", "NRegions", "AtLeastNRegions", "VariadicRegions"),
    "successors": ("ZeroSuccessors", "OneSuccessor", "NSuccessors", "AtLeastNSuccessors", "VariadicSuccessors"),
}


def header_ops(text):
    """{op name: (trait list, attribute names)} from an ODS-generated C++ op header."""
    found = {}
    for m in re.finditer(r"^class (\w+) : public ::mlir::Op<\1, (.*)> \{$", text, re.M):
        rest = text[m.end():]
        name = re.search(r'getOperationName\(\) \{\s*return ::llvm::StringLiteral\("([^"]+)"\)', rest)
        attrs_m = re.search(r"getAttributeNames\(\) \{\s*(.*?)\n\s*\}", rest, re.S)
        assert name and attrs_m, m.group(1)
        trait_list = [t.strip() for t in m.group(2).split(", ")]
        attrs = re.findall(r'::llvm::StringRef\("([^"]+)"\)', attrs_m.group(1))
        found[name.group(1)] = (trait_list, attrs)
    return found


def expected_count_trait(sig, field):
    zero, one, n, at_least, any_ = COUNT_TRAITS[field]
    fixed = fixed_count(sig, field)
    if any(s for _, s in sig[field]):
        trait = any_ if fixed == 0 else f"{at_least}<{fixed}>::Impl"
    else:
        trait = {0: zero, 1: one}.get(fixed, f"{n}<{fixed}>::Impl")
    return "::mlir::OpTrait::" + trait


def check_headers(ops, include):
    """Cross-checks counts, segments and attribute names against the C++ that mlir-tblgen
    generated from the same ODS (installed next to the .td files), an independent reading."""
    checked = 0
    seen = set()
    extras = []
    errors = []
    for dialect, files in HEADERS.items():
        for rel in files:
            path = os.path.join(include, rel)
            if not os.path.exists(path):
                print(f"check: {path} absent, skipping header cross-check for {dialect}")
                continue
            with open(path) as f:
                for op, (trait_list, attrs) in header_ops(f.read()).items():
                    if not op.startswith(dialect + "."):
                        continue
                    seen.add(op)
                    if op not in ops:
                        errors.append(f"{op}: in {rel} but not in the table")
                        continue
                    sig = ops[op]
                    for field in COUNT_TRAITS:
                        want = expected_count_trait(sig, field)
                        if want not in trait_list:
                            errors.append(f"{op}: expected trait {want} for {field}")
                    has_seg = "::mlir::OpTrait::AttrSizedOperandSegments" in trait_list
                    if has_seg != sig["segments"]:
                        errors.append(f"{op}: segments flag {sig['segments']}, header says {has_seg}")
                    table_attrs = set(names(sig, "attrs"))
                    header_attrs = set(attrs) - {"operandSegmentSizes"}
                    if not header_attrs <= table_attrs:
                        errors.append(f"{op}: header attributes {sorted(header_attrs - table_attrs)} missing")
                    # Names in the table but not in getAttributeNames() must be pure properties.
                    extras += [f"{op}:{a}" for a in sorted(table_attrs - header_attrs)]
                    checked += 1
    for op in ops:
        if op.split(".", 1)[0] in HEADERS and op not in seen and any(
            os.path.exists(os.path.join(include, r)) for r in HEADERS[op.split(".", 1)[0]]
        ):
            errors.append(f"{op}: in the table but in no generated header")
    # Required attributes: the generated verifiers say "'OP' op requires attribute 'NAME'".
    required = {}
    for dialect, files in HEADERS.items():
        for rel in files:
            path = os.path.join(include, rel.replace(".h.inc", ".cpp.inc"))
            if os.path.exists(path):
                with open(path) as f:
                    for op, attr in re.findall(r"\"'([\w.]+)' op requires attribute '(\w+)'\"", f.read()):
                        required.setdefault(op, set()).add(attr)
    if required:
        for op, sig in ops.items():
            if op not in seen:
                continue
            table_required = {n for n, s in sig["attrs"] if not s}
            verifier_required = required.get(op, set()) - {"operandSegmentSizes"}
            if table_required != verifier_required:
                errors.append(f"{op}: required attrs {sorted(table_required)}, "
                              f"verifier requires {sorted(verifier_required)}")
        checked_required = True
    else:
        checked_required = False
    assert not errors, f"header cross-check failed ({len(errors)}):\n  " + "\n  ".join(errors[:50])
    print(f"check: {checked} ops agree with the generated C++ headers (counts, segments, attributes"
          + (", required attributes)" if checked_required else ")"))
    print(f"check: table attrs absent from getAttributeNames() (properties): {', '.join(extras) or 'none'}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="validate the checked-in table")
    ap.add_argument("--include", default=None, help="LLVM 22 include dir (default: $LLVM_22_BIN/../include)")
    ap.add_argument("--output", default=OUTPUT, help="table path (default: data/op_table.txt)")
    args = ap.parse_args()
    include = args.include or os.path.normpath(os.path.join(tools_dir(), "..", "include"))

    if not args.check:
        text, counts, attr_text, asm_text = generate(include)
        with open(args.output, "w") as f:
            f.write(text)
        with open(ATTR_OUTPUT, "w") as f:
            f.write(attr_text)
        with open(ASM_OUTPUT, "w") as f:
            f.write(asm_text)
        print(f"gen-op-table: wrote {os.path.relpath(args.output, REPO)}: "
              + ", ".join(f"{x} {counts[x]}" for x in DIALECTS) + f" (total {sum(counts.values())})")
        return

    with open(args.output) as f:
        current = f.read()
    assert current.startswith(f"# Generated by {SCRIPT_REL} from MLIR 22."), "missing generated header"
    ops = parse_table(current)
    print(f"check: parsed {len(ops)} ops")
    check_facts(ops)
    check_headers(ops, include)
    fresh, _, fresh_attrs, fresh_asm = generate(include)
    assert fresh == current, f"{args.output} is stale: re-run {SCRIPT_REL}"
    with open(ATTR_OUTPUT) as f:
        assert f.read() == fresh_attrs, f"{ATTR_OUTPUT} is stale: re-run {SCRIPT_REL}"
    with open(ASM_OUTPUT) as f:
        assert f.read() == fresh_asm, f"{ASM_OUTPUT} is stale: re-run {SCRIPT_REL}"
    assert "llvm.fastmath cases=none,nnan,ninf,nsz,arcp,contract,afn,reassoc,fast" in fresh_attrs
    print("check: table is up to date with the installed ODS files")


if __name__ == "__main__":
    main()
