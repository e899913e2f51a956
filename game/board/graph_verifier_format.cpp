// The graph verification report as text, Markdown and JSON (see graph_verifier.h).
#include <nlohmann/json.hpp>
#include <sstream>

#include "game/board/graph_verifier.h"

namespace entanglion {
namespace {

std::string gate_list(const GraphVerification& report, const char* separator) {
    std::string text;
    for (const std::string& gate : report.gates) text += (text.empty() ? "" : separator) + gate;
    return text;
}

std::string summary(const GraphVerification& report) {
    std::ostringstream text;
    text << report.state_count << " states, gates " << gate_list(report, ", ") << ": checked "
         << report.checked_path_moves << " path moves (each gate, ship and direction) and " << report.checked_stays
         << " stays; " << report.mismatches.size() << " mismatches, " << report.omissions.size() << " omissions of "
         << report.expected_moves << " moves (states x gates x 2 ships).";
    return text.str();
}

}  // namespace

std::string format_graph_report_text(const GraphVerification& report) {
    std::ostringstream text;
    text << "Transition graph: " << summary(report) << "\n";
    if (report.ok()) {
        text << "OK: every path and stay is what the gate does, and every gate for each ship from every state is "
                "listed.\n";
        return text.str();
    }
    if (!report.mismatches.empty()) {
        text << "\nMismatches (" << report.mismatches.size() << "):\n";
        for (const GraphFinding& finding : report.mismatches) {
            text << "  " << finding.source << ": " << finding.message << "\n";
        }
    }
    if (!report.omissions.empty()) {
        text << "\nOmissions (" << report.omissions.size() << "):\n";
        for (const GraphFinding& finding : report.omissions) {
            text << "  " << finding.source << ": " << finding.message << "\n";
        }
    }
    return text.str();
}

std::string format_graph_report_markdown(const GraphVerification& report) {
    std::ostringstream text;
    text << "# Transition graph verification\n\n" << summary(report) << "\n\n";
    text << "**Verdict:** " << (report.ok() ? "the graph agrees with the gates and is complete." : "FAILED.") << "\n";
    auto section = [&](const char* title, const std::vector<GraphFinding>& findings) {
        if (findings.empty()) return;
        text << "\n## " << title << " (" << findings.size() << ")\n\n| Where | Problem |\n|---|---|\n";
        for (const GraphFinding& finding : findings) {
            text << "| `" << finding.source << "` | " << finding.message << " |\n";
        }
    };
    section("Mismatches", report.mismatches);
    section("Omissions", report.omissions);
    return text.str();
}

std::string format_graph_report_json(const GraphVerification& report) {
    nlohmann::ordered_json root;
    root["format"] = "entanglion-graph-verification";
    root["ok"] = report.ok();
    root["gates"] = report.gates;
    root["counts"] = {{"states", report.state_count},
                      {"paths", report.path_count},
                      {"stays", report.stay_count},
                      {"checked_path_moves", report.checked_path_moves},
                      {"checked_stays", report.checked_stays},
                      {"expected_moves", report.expected_moves},
                      {"mismatches", report.mismatches.size()},
                      {"omissions", report.omissions.size()}};
    auto list = [](const std::vector<GraphFinding>& findings) {
        nlohmann::ordered_json out = nlohmann::ordered_json::array();
        for (const GraphFinding& finding : findings) {
            out.push_back({{"source", finding.source}, {"message", finding.message}});
        }
        return out;
    };
    root["mismatches"] = list(report.mismatches);
    root["omissions"] = list(report.omissions);
    return root.dump(2) + "\n";
}

}  // namespace entanglion
