// Evaluates ClassAd expressions with HTCondor's own ClassAd library, for ClassAdOracleTest's data.
// Reads lines: "M <ad>" sets the machine ad, "J <ad>" the job ad (new ClassAd syntax, [ a = 1; b = 2 ]),
// "E <expression>" evaluates the expression as the job's (MY = job, TARGET = machine), as HTCondor's Python
// bindings do, and prints one line: the value's type and value (see README.md), or "parse-error".
#include "classad/classad_distribution.h"
#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>

using namespace classad;

static std::string quoted(const std::string &s) {
    std::string out = "\"";
    for (unsigned char c : s) {
        if (c == '"' || c == '\\') { out += '\\'; out += (char)c; }
        else if (c == '\n') out += "\\n";
        else if (c == '\t') out += "\\t";
        else if (c < 0x20 || c >= 0x7f) { char b[8]; snprintf(b, sizeof b, "\\x%02x", c); out += b; }
        else out += (char)c;
    }
    return out + "\"";
}

static std::string real(double d) {
    if (std::isnan(d)) return "nan";
    if (std::isinf(d)) return d > 0 ? "inf" : "-inf";
    char b[40];
    snprintf(b, sizeof b, "%.17g", d);
    return b;
}

static std::string canonical(const Value &v, EvalState &state, int depth) {
    bool b; long long i; double d; std::string s; const ExprList *list; const ClassAd *ad;
    if (v.IsUndefinedValue()) return "undefined";
    if (v.IsErrorValue()) return "error";
    if (v.IsBooleanValue(b)) return b ? "bool true" : "bool false";
    if (v.IsIntegerValue(i)) return "int " + std::to_string(i);
    if (v.IsRealValue(d)) return "real " + real(d);
    if (v.IsStringValue(s)) return "string " + quoted(s);
    abstime_t at;
    if (v.IsAbsoluteTimeValue(at)) return "abstime " + std::to_string(at.secs) + " " + std::to_string(at.offset);
    if (v.IsRelativeTimeValue(d)) return "reltime " + real(d);
    if (v.IsListValue(list)) {
        if (depth > 5) return "list ...";
        std::string out = "list {";
        for (int k = 0; k < list->size(); k++) {
            Value element;
            list->GetValueAt(k, element, &state);
            out += (k ? ", " : "") + canonical(element, state, depth + 1);
        }
        return out + "}";
    }
    if (v.IsClassAdValue(ad)) {
        // Attributes sorted by name (an ad keeps them in hash order), each as HTCondor unparses it.
        std::vector<std::pair<std::string, std::string>> attributes;
        ClassAdUnParser unparser;
        for (const auto &attribute : *ad) {
            std::string text;
            unparser.Unparse(text, attribute.second);
            attributes.emplace_back(attribute.first, text);
        }
        std::sort(attributes.begin(), attributes.end());
        std::string out = "classad [";
        for (const auto &attribute : attributes) out += " " + attribute.first + " = " + attribute.second + ";";
        return out + " ]";
    }
    return "unknown";
}

int main() {
    // HTCondor's default (STRICT_CLASSAD_EVALUATION = false): what every daemon and the Python bindings use;
    // a plain name is looked up in MY, then in TARGET.
    SetOldClassAdSemantics(true);
    ClassAdParser parser;
    std::unique_ptr<ClassAd> machine(new ClassAd()), job(new ClassAd());
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.size() < 2) continue;
        std::string text = line.substr(2);
        if (line[0] == 'M' || line[0] == 'J') {
            ClassAd *ad = parser.ParseClassAd(text, true);
            if (!ad) { fprintf(stderr, "bad ad: %s\n", text.c_str()); return 2; }
            (line[0] == 'M' ? machine : job).reset(ad);
            continue;
        }
        ExprTree *expr = parser.ParseExpression(text, true);
        if (!expr) { puts("parse-error"); continue; }
        expr->SetParentScope(job.get());
        Value value;
        std::string out;
        {
            MatchClassAd match(job.get(), machine.get());
            // As ExprTree::Evaluate(Value&), keeping the state so that a list's elements are evaluated in it.
            EvalState state;
            state.SetScopes(job.get());
            if (!expr->Evaluate(state, value)) out = "eval-failed";
            else out = canonical(value, state, 0);
            match.RemoveLeftAd();
            match.RemoveRightAd();
        }
        puts(out.c_str());
        fflush(stdout);
        delete expr;
    }
    return 0;
}
