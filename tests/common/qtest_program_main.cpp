// The main() of a directory's QTest program (qtest_program.h): runs the class named by the first
// argument with the rest of the arguments; lists the classes when none or an unknown one is named.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "tests/common/qtest_program.h"

namespace entanglion::testing_qtest {
namespace {

std::map<std::string, ProgramMain>& programs() {
    static std::map<std::string, ProgramMain> registered;
    return registered;
}

std::string& selected() {
    static std::string name;
    return name;
}

}  // namespace

bool registerProgram(const char* name, ProgramMain main) {
    const bool added = programs().emplace(name, main).second;
    if (!added) {
        std::fprintf(stderr, "qtest_program: the test class %s is registered twice\n", name);
        std::abort();
    }
    return true;
}

QStringList selfArguments() { return {QString::fromStdString(selected())}; }

}  // namespace entanglion::testing_qtest

int main(int argc, char* argv[]) {
    using entanglion::testing_qtest::programs;
    const auto found = argc >= 2 ? programs().find(argv[1]) : programs().end();
    if (found == programs().end()) {
        if (argc >= 2) std::fprintf(stderr, "%s: unknown test class %s\n", argv[0], argv[1]);
        std::fprintf(stderr, "usage: %s TEST_CLASS [QTest arguments...]\nthe test classes:\n", argv[0]);
        for (const auto& [name, main] : programs()) std::fprintf(stderr, "  %s\n", name.c_str());
        return 2;
    }
    entanglion::testing_qtest::selected() = found->first;
    // The class's own main sees the arguments after the class, and as the program's name
    // "PROGRAM_CLASS": Qt names the application after it, so each class keeps the settings and data
    // folders of its own (QStandardPaths' test mode) that a program of its own had. Classes run in
    // parallel by CTest must not share the AI players or the window's place remembered in one file.
    std::string programName = std::string(argv[0]) + "_" + found->first;
    std::vector<char*> arguments{programName.data()};
    arguments.insert(arguments.end(), argv + 2, argv + argc);
    int count = static_cast<int>(arguments.size());
    arguments.push_back(nullptr);
    return found->second(count, arguments.data());
}
