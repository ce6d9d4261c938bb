#!/bin/sh
# Builds classad_oracle against HTCondor's ClassAd library. Usage: build.sh HTCONDOR_SRC BUILD_DIR
# HTCONDOR_SRC is a checkout of https://github.com/htcondor/htcondor (only src/classad is used);
# needs g++, cmake and PCRE2 (Debian/Ubuntu: apt-get install libpcre2-dev).
set -eu
src=$(cd "$1" && pwd)/src/classad
mkdir -p "$2"
out=$(cd "$2" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
(cd "$out" && cmake "$src" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS=-O1 >cmake.log && make -j2 classads >make.log)
g++ -O1 -std=c++20 -I"$src" "$here/classad_oracle.cpp" "$out/libclassad.a" -lpcre2-8 -ldl -o "$out/classad_oracle"
echo "$out/classad_oracle"
